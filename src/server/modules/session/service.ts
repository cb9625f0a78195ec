import crypto from 'node:crypto';
import type { Store } from '../../../shared/stores.js';
import type { AppContext } from '../../context.js';
import { signToken, verifyToken } from './tokens.js';
import {
  deleteExpiredSessions,
  deleteSession,
  insertSession,
  lockedSessionRow,
  sessionRow,
  writeSessionMember,
  writeSessionState,
  type SessionRow,
} from './repository.js';
import { emptyWizardState, parseWizardState, type WizardState } from './state.js';

/**
 * Sessions over the context: the token secret (`config.tokenSecret`), the lifetime (`config.sessionTtlHours`)
 * and the clock (`now`, which decides expiry) are built once with it.
 */
type Ctx = AppContext;

export interface Session {
  id: string;
  store: Store;
  memberId: number | null;
  /** E-mail the session acts for: the member's, or the one given in "your details". */
  email: string;
  state: WizardState;
  version: number;
  /**
   * The catalogue's version, read with the session (db/catalogue-version.ts): what the call's kept catalogue data
   * is checked against. Absent from a session just made.
   */
  catalogueVersion: number | undefined;
}

/** Lifetime of a session (and of its bearer token, and of a store-side login) in seconds. */
export const sessionTtlSeconds = (ctx: Pick<Ctx, 'config'>) => ctx.config.sessionTtlHours * 3600;

/** The row of a session as the use cases see it. */
function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    store: row.store as Store,
    memberId: row.memberId,
    email: row.email,
    state: parseWizardState(row.state),
    version: row.version,
    catalogueVersion: row.catalogueVersion,
  };
}

/** The live session of an id, or null (missing, or expired by the app's clock). */
async function loadSession(ctx: Ctx, id: string): Promise<Session | null> {
  const row = await sessionRow(ctx.db, id);
  if (!row || row.expiresAt < ctx.now().toISOString()) return null;
  return toSession(row);
}

/** A new guest session for a store, and the bearer token that names it. */
export async function createSession(ctx: Ctx, store: Store): Promise<{ session: Session; token: string }> {
  const id = crypto.randomUUID();
  const now = ctx.now();
  const row = await insertSession(ctx.db, {
    id,
    store,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + sessionTtlSeconds(ctx) * 1000).toISOString(),
    state: JSON.stringify(emptyWizardState()),
  });
  const session = toSession(row);
  return { session, token: await signToken(ctx.config.tokenSecret, 'session', id, sessionTtlSeconds(ctx)) };
}

/** The live session a bearer token names, or null (missing, forged, expired or deleted). */
export async function sessionFromToken(ctx: Ctx, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const id = await verifyToken(ctx.config.tokenSecret, 'session', token);
  return id ? loadSession(ctx, id) : null;
}

/** The change applied to a copy of the session's state, and whether it changed anything. */
function applyChange<T>(session: Session, change: (state: WizardState) => T) {
  const state = structuredClone(session.state);
  const result = change(state);
  const email = state.details?.email ?? session.email;
  const json = JSON.stringify(state);
  const changed = json !== JSON.stringify(session.state) || email !== session.email;
  return { state, result, email, json, changed };
}

/**
 * Applies a change to the wizard state and stores it. A change that leaves the state as it was writes nothing, so
 * the version (which the wizard of an answer carries) grows only on a real change. Two tabs (or a double click)
 * may write at once: the write is conditional on the version read; a writer that lost the race does not give up
 * but waits its turn (see `updateLocked`).
 */
export async function updateSession<T>(ctx: Ctx, session: Session, change: (state: WizardState) => T): Promise<T> {
  const next = applyChange(session, change);
  if (!next.changed) return next.result;
  if (await writeSessionState(ctx.db, session.id, session.version, next.json, next.email)) {
    Object.assign(session, { state: next.state, version: session.version + 1, email: next.email });
    return next.result;
  }
  return updateLocked(ctx, session, change);
}

/**
 * The change applied in a transaction to the row read locked: a second writer waits there for the first to commit,
 * then applies its change to what the first wrote. Nothing is lost and nobody gives up.
 */
function updateLocked<T>(ctx: Ctx, session: Session, change: (state: WizardState) => T): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockedSessionRow(trx, ctx.dialect, session.id);
    if (!row) throw new Error('session vanished during update');
    const current = toSession(row);
    const next = applyChange(current, change);
    if (next.changed && !(await writeSessionState(trx, current.id, current.version, next.json, next.email))) {
      throw new Error('session written while locked');
    }
    const version = next.changed ? current.version + 1 : current.version;
    Object.assign(session, { state: next.state, version, email: next.email, memberId: current.memberId });
    return next.result;
  });
}

/** Makes the session a member's (or a guest's, with null) acting for `email`. */
export async function setSessionMember(
  ctx: Ctx,
  session: Session,
  memberId: number | null,
  email: string,
): Promise<void> {
  await writeSessionMember(ctx.db, session.id, memberId, email);
  session.memberId = memberId;
  session.email = email;
}

export async function endSession(ctx: Ctx, session: Session): Promise<void> {
  await deleteSession(ctx.db, session.id);
}

/** Deletes the sessions whose expiry has passed by the app's clock; answers how many. */
export function removeExpiredSessions(ctx: Ctx): Promise<number> {
  return deleteExpiredSessions(ctx.db, ctx.now().toISOString());
}

/** A member token (the store side's json.aspx gives one), valid `ttl` seconds. */
export function signMemberToken(ctx: Ctx, memberId: number, ttl = 600): Promise<string> {
  return signToken(ctx.config.tokenSecret, 'member', String(memberId), ttl);
}

/** The member a valid member token names, or null. */
export async function verifyMemberToken(ctx: Ctx, token: string): Promise<number | null> {
  const sub = await verifyToken(ctx.config.tokenSecret, 'member', token);
  return sub ? Number(sub) : null;
}
