/**
 * The live chat's test kit: a real WebSocket client (Node's own, the same API as the browser's) on an app
 * listening on a free port, which records every frame it receives and lets a test wait for one.
 * Not used by the app.
 */
import type { FastifyInstance } from 'fastify';

type Frame = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export class ChatClient {
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  private closeWaiters: ((close: { code: number; reason: string }) => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      for (const resolve of this.closeWaiters) resolve(this.closed);
    });
  }

  /** Opens a socket; headers (the staff cookie) go with the upgrade request. */
  static async open(url: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    // Node's WebSocket (undici) takes headers as its non-standard second form; the browser's sends cookies itself.
    const socket = new WebSocket(url, { headers } as unknown as string[]);
    const client = new ChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`cannot open ${url}`)), { once: true });
    });
    return client;
  }

  send(frame: Frame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame received (already, or within the timeout) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching frame; got ${JSON.stringify(this.frames)}`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          this.frames.splice(this.frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  }

  type(type: string, timeoutMs?: number): Promise<Frame> {
    return this.next((frame) => frame.type === type, timeoutMs);
  }

  /** Resolves when the server closes the socket. */
  whenClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    if (this.closed) return Promise.resolve(this.closed);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket not closed')), timeoutMs);
      this.closeWaiters.push((close) => {
        clearTimeout(timer);
        resolve(close);
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Listens on a free loopback port and answers the base ws:// address. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

/** Waits until `check` holds (the chat's deliveries are asynchronous), or fails after the timeout. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
