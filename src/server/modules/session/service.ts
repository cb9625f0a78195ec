import crypto from 'node:crypto';
import type { Store } from '../../../shared/stores.js';
import { signToken, verifyToken } from './tokens.js';
import type { SessionRepository, SessionRow } from './repository.js';
import { emptyWizardState, parseWizardState, type WizardState } from './state.js';

export interface Session {
  id: string;
  store: Store;
  memberId: number | null;
  /** E-mail the session acts for: the member's, or the one given in "your details". */
  email: string;
  state: WizardState;
  version: number;
}

const MAX_WRITE_ATTEMPTS = 5;

export interface SessionOptions {
  secret: Uint8Array;
  ttlHours: number;
  /** The app's clock: expiry is decided by it. */
  now: () => Date;
}

/** The row of a session as the service gives it. */
function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    store: row.store as Store,
    memberId: row.memberId,
    email: row.email,
    state: parseWizardState(row.state),
    version: row.version,
  };
}

async function updateState<T>(
  repo: SessionRepository,
  load: (id: string) => Promise<Session | null>,
  session: Session,
  change: (state: WizardState) => T,
): Promise<T> {
  let current = session;
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt++) {
    const state = structuredClone(current.state);
    const result = change(state);
    const email = state.details?.email ?? current.email;
    if (await repo.writeState(current.id, current.version, JSON.stringify(state), email)) {
      session.state = state;
      session.version = current.version + 1;
      session.email = email;
      return result;
    }
    const reread = await load(current.id);
    if (!reread) throw new Error('session vanished during update');
    current = reread;
  }
  throw new Error('session update kept conflicting');
}

export function sessionService(repo: SessionRepository, options: SessionOptions) {
  const { secret, now: clock } = options;
  const ttlSeconds = options.ttlHours * 3600;

  const sessions = {
    /** A new guest session for a store, and the bearer token that names it. */
    async create(store: Store): Promise<{ session: Session; token: string }> {
      const id = crypto.randomUUID();
      const now = clock();
      await repo.insert({
        id,
        store,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
        state: JSON.stringify(emptyWizardState()),
      });
      const session = (await this.load(id))!;
      return { session, token: await signToken(secret, 'session', id, ttlSeconds) };
    },

    /** The live session a bearer token names, or null (missing, forged, expired or deleted). */
    async fromToken(token: string | undefined): Promise<Session | null> {
      if (!token) return null;
      const id = await verifyToken(secret, 'session', token);
      return id ? this.load(id) : null;
    },

    async load(id: string): Promise<Session | null> {
      const row = await repo.find(id);
      if (!row || row.expiresAt < clock().toISOString()) return null;
      return toSession(row);
    },

    /**
     * Applies a change to the wizard state and stores it. Two tabs may write at once: the write is
     * conditional on the version read, and a lost race re-reads and re-applies the change.
     */
    update: <T>(session: Session, change: (state: WizardState) => T): Promise<T> =>
      updateState(repo, (id) => sessions.load(id), session, change),

    async setMember(session: Session, memberId: number | null, email: string) {
      await repo.setMember(session.id, memberId, email);
      session.memberId = memberId;
      session.email = email;
    },

    async end(session: Session) {
      await repo.remove(session.id);
    },

    /** Deletes the sessions whose expiry has passed by the app's clock; answers how many. */
    removeExpired: () => repo.removeExpired(clock().toISOString()),

    memberToken: (memberId: number, ttl = 600) => signToken(secret, 'member', String(memberId), ttl),
    verifyMemberToken: async (token: string) => {
      const sub = await verifyToken(secret, 'member', token);
      return sub ? Number(sub) : null;
    },
  };
  return sessions;
}
export type SessionService = ReturnType<typeof sessionService>;
