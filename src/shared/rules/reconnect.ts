/**
 * How long a chat socket (the customer's panel and the agent's inbox) waits before reconnect attempt `attempt`
 * (0-based): 1 s, 2 s, 4 s … up to 30 s, with jitter over the upper half, so a restarted server is not hit by every
 * page and console at once (docs/staff/inbox.md#live-chat). `random` is Math.random's contract: [0, 1).
 */
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, 1000 * 2 ** attempt);
  return base / 2 + random() * (base / 2);
}
