/**
 * Runs the browser tests: starts the built portal on a free port with a fresh SQLite database and the demo
 * data, runs the e2e files with vitest against it, then stops the server with SIGTERM and checks it exits
 * cleanly. `npm run build` must have run first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(baseUrl: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The portal did not start within ${timeoutMs} ms`);
}

async function main() {
  if (!fs.existsSync('dist/web/index.html')) throw new Error('Build the front end first: npm run build');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      // The browser tests always use a fresh embedded database, whatever the caller's DATABASE_URL.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      LOOKUP_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const serverExited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  let serverDied = false;
  void serverExited.then(() => {
    serverDied = true;
  });
  let exitCode = 1;
  try {
    await Promise.race([
      waitForHealth(baseUrl, 60_000),
      serverExited.then((code) => {
        throw new Error(`The portal exited during start (exit code ${code})`);
      }),
    ]);
    const args = ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
    const tests = spawn('npx', args, { env: { ...process.env, E2E_BASE_URL: baseUrl }, stdio: 'inherit' });
    exitCode = await new Promise<number>((resolve) => tests.on('exit', (code) => resolve(code ?? 1)));
    if (serverDied) {
      console.error('The portal stopped while the browser tests ran');
      exitCode = 1;
    }
  } finally {
    if (!serverDied) {
      server.kill('SIGTERM');
      const serverCode = await serverExited;
      if (serverCode !== 0) {
        console.error(`The portal did not shut down cleanly on SIGTERM (exit code ${serverCode})`);
        exitCode ||= 1;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
