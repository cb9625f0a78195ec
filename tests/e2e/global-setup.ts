/**
 * Starts the built portal as a user would (`node` with PORTAL_NODE_ARGS, as `npm start`) on the address the config chose,
 * with a fresh SQLite database in a temporary data folder and the demo data, and waits for /api/health. The
 * returned teardown sends SIGTERM and fails the run unless the portal exits with 0 (and if it stopped while the
 * tests ran). With E2E_BASE_URL given from outside, the tests use that portal and nothing is started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildServer, serverBundleStale } from '../../scripts/build-server.js';
import { PORTAL_NODE_ARGS } from '../../scripts/portal-command.js';

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

export default async function globalSetup(config: FullConfig) {
  const baseUrl = config.projects[0]?.use.baseURL;
  if (!baseUrl) throw new Error('playwright.config.ts sets no baseURL');
  if (process.env.E2E_START_PORTAL === 'no') return undefined;
  if (!fs.existsSync('dist/web/index.html')) throw new Error('Build the front end first: npm run build');
  // The portal runs from the server's build: it is rebuilt when a source is newer, so the tests run the sources.
  if (serverBundleStale()) await buildServer();
  const { port, hostname } = new URL(baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rma-e2e-'));
  const server = spawn(process.execPath, PORTAL_NODE_ARGS, {
    env: {
      // The browser tests always use a fresh embedded database, whatever the caller's DATABASE_URL.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      PORT: port,
      HOST: hostname,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      LOOKUP_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  let diedEarly = false;
  void exited.then(() => {
    diedEarly = true;
  });

  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    await Promise.race([
      waitForHealth(baseUrl, 60_000),
      exited.then((code) => {
        throw new Error(`The portal exited during start (exit code ${code})`);
      }),
    ]);
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    removeData();
    throw error;
  }

  return async function globalTeardown() {
    try {
      if (diedEarly) throw new Error(`The portal stopped while the browser tests ran (exit code ${await exited})`);
      server.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`The portal did not shut down cleanly on SIGTERM (exit code ${code})`);
    } finally {
      removeData();
    }
  };
}
