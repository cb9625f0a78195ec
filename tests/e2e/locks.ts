/**
 * Locks shared by the test workers. The live chat's availability is one fact per store for the whole portal: while a test holds an agent's inbox
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
import type { StaffName } from './staff.js';

/** A holder that crashed without letting go is taken over after this long (longer than any test holds it). */
const STALE_MS = 5 * 60_000;

function lockDir(name: string): string {
  return join(tmpdir(), `rma-portal-e2e-${new URL(BASE_URL).port}-${name}`);
}

/** Waits until no other test holds the named lock, then holds it; returns the release. */
async function hold(name: string): Promise<() => void> {
  const dir = lockDir(name);
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

/** Waits until no other test holds the store's chat, then holds it; returns the release. */
export function holdChat(store: Store): Promise<() => void> {
  return hold(`chat-${store}`);
}

/**
 * A demo staff account whose interface language a test changes (it is kept on the account, so a test signing the
 * same account in meanwhile would get that language): held for the whole test by every test that signs it in.
 */
export function holdAccount(who: StaffName): Promise<() => void> {
  return hold(`account-${who}`);
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
