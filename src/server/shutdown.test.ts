import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port.js';
import { PORTAL_NODE_ARGS } from '../../scripts/portal-command.js';

/**
 * The real process, as `npm start` runs it: a body trickled in is cut off by the request timeout, and SIGTERM
 * with such a body still open closes it after the grace period and exits 0 (docs/deploy.md#stopping).
 */
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function startPortal(
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess; output: () => string; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-shutdown-'));
  const child = spawn(process.execPath, PORTAL_NODE_ARGS, {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`portal exited during start (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Returns portal:')) resolve();
    });
  });
  return { port, child, output: () => output, dataDir };
}

const JSON_START =
  'POST /api/your-details?store=us HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"em';

/** The start of an upload whose file part never ends. */
function uploadStart(token: string): string {
  const part =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  return (
    'POST /api/your-products/upload-file?store=us HTTP/1.1\r\nHost: x\r\n' +
    `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n` +
    `${part}\x89PNG\r\n\x1a\n`
  );
}

/** Opens a POST that announces a body and sends only its first bytes. */
function trickle(port: number, start = JSON_START): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(start);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const closed = new Promise<string>((done) => socket.on('close', () => done(answer)));
      resolve({ socket, closed });
    });
  });
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

describe('the running process under slow bodies', () => {
  it('cuts off a body that does not arrive within the request timeout', async () => {
    const { port } = await startPortal({ REQUEST_TIMEOUT_MS: '1000' });
    const { closed } = await trickle(port);
    const answer = await closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  }, 20_000);

  it('logs a client that goes away mid-upload as a short line, not as an error, and keeps no part file', async () => {
    const { port, output, dataDir } = await startPortal({ LOG_LEVEL: 'info' });
    const guest = await fetch(`http://127.0.0.1:${port}/api/your-details/authenticate?store=us`, { method: 'POST' });
    const { token } = (await guest.json()) as { token: string };
    const { socket, closed } = await trickle(port, uploadStart(token));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.some((line) => line.msg === 'client aborted the request')).toBe(true);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const uploads = path.join(dataDir, 'uploads');
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  }, 20_000);

  it('exits 0 on SIGTERM with a slow body open, once the grace period is over', async () => {
    const { port, child } = await startPortal({ SHUTDOWN_GRACE_MS: '300' });
    const { closed } = await trickle(port);
    const exited = exitCode(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await closed;
  }, 20_000);
});
