/**
 * The live chat's availability is one fact per store for the whole portal: while a test holds an agent's inbox
 * open, every customer of the store is told an agent is online. Tests that need to know which it is (nobody
 * online, or the agent of the test) hold the store's chat here. The workers run in separate processes, so the
 * lock is a directory (made atomically) beside the TOTP records of staff.ts, named after the portal under test.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Store } from '../../src/shared/stores.js';
import { BASE_URL } from './browser.js';

/** A holder that crashed without letting go is taken over after this long (longer than any test holds it). */
const STALE_MS = 5 * 60_000;

function lockDir(store: Store): string {
  return join(tmpdir(), `rma-portal-e2e-chat-${new URL(BASE_URL).port}-${store}`);
}

/** Waits until no other test holds the store's chat, then holds it; returns the release. */
export async function holdChat(store: Store): Promise<() => void> {
  const dir = lockDir(store);
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Whether the portal says an agent is online for the store's chat now. */
export async function agentOnline(store: Store): Promise<boolean> {
  const response = await fetch(`${BASE_URL}/api/chat/availability?store=${store}`);
  return ((await response.json()) as { online: boolean }).online;
}

/** Holds the store's chat while nobody is online in it (for a test of the chat without an agent). */
export async function holdChatWithNobodyOnline(store: Store): Promise<() => void> {
  const release = await holdChat(store);
  await expect.poll(() => agentOnline(store), { timeout: 30_000 }).toBe(false);
  return release;
}
