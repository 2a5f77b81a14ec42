import { hash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@pathshala/shared/accounts';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, oncePerDatabase } from '../db/client.ts';
import { handoverCodes, sessions, users } from '../db/schema/accounts.ts';
import { AppError } from './errors.ts';

export const SESSION_COOKIE = 'pathshala_session';
/**
 * Where a client written to spec §4 keeps the `?token=` it was handed ("stores the access token"): a cookie it
 * sets itself and sends with its next credentialed call. It holds a one-time hand-over code, never a session.
 */
export const HANDOVER_COOKIE = 'accessToken';
export { SIGNED_IN_HINT_COOKIE };

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry is renewed at most this often, so a busy learner does not cost a write per request.
const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

interface CurrentSession {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Undefined until looked up; null for a visitor. Use `getCurrentSession`. */
    currentSession: CurrentSession | null | undefined;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

/** One-shot `hash` (Node 20.12+): every signed-in request hashes its cookie, and it is twice as fast as a Hash object. */
export const hashToken = (token: string) => hash('sha256', token);

type SessionRow = { session: typeof sessions.$inferSelect; user: UserRow };

/**
 * The session lookup as a prepared statement, built once per database: every signed-in request whose session is
 * not in memory sends it (each learner's first request at a course launch), and drizzle would otherwise build
 * its SQL text each time. On PostgreSQL the server prepares it once per connection too.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.closedAt),
      ),
    )
    .prepare('auth_session_lookup');
}

const sessionLookup = oncePerDatabase(prepareSessionLookup);

async function lookUpSession(db: Database, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash, now });
  return row;
}

/** How long a looked-up session is trusted from memory, as a backstop to the database's change notifications. */
const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Sessions looked up by this instance, so a signed-in request does not cost a database round trip each time
 * (on the embedded database that lookup was a third of a learner's request). It is used only while the
 * database's change notifications flow (`live`): any committed change to a session or a user (logout, logout
 * everywhere, password change, closure, profile edit, renewal) announces 'user:<id>' and drops that user's
 * entries on every instance. When notifications stop, the cache is emptied and bypassed until they resume.
 */
export function createSessionCache() {
  const byToken = new Map<string, { row: SessionRow; until: number }>();
  let live = false;
  const frozen = (row: SessionRow): SessionRow => ({
    session: Object.freeze({ ...row.session }),
    user: Object.freeze({ ...row.user }),
  });
  return {
    get(tokenHash: string, now: number): SessionRow | undefined {
      if (!live) return undefined;
      const hit = byToken.get(tokenHash);
      if (!hit || hit.until <= now || hit.row.session.expiresAt.getTime() <= now) return undefined;
      return hit.row;
    },
    set(tokenHash: string, row: SessionRow, now: number) {
      if (!live) return;
      byToken.delete(tokenHash);
      byToken.set(tokenHash, { row: frozen(row), until: now + SESSION_CACHE_TTL_MS });
      if (byToken.size > SESSION_CACHE_MAX_ENTRIES) byToken.delete(byToken.keys().next().value as string);
    },
    dropUser(userId: string) {
      for (const [token, entry] of byToken) if (entry.row.user.id === userId) byToken.delete(token);
    },
    dropToken(tokenHash: string) {
      byToken.delete(tokenHash);
    },
    /** Notifications flow (true) or may be lost (false): either way nothing cached so far is kept. */
    setLive(value: boolean) {
      live = value;
      byToken.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('currentSession', undefined);
  app.decorate('sessionCache', createSessionCache());
});

function cookieOptions(app: FastifyInstance) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https:'),
  };
}

/** The readable "signed in" hint follows the session cookie: same life, never the token. */
function setSignedInHint(reply: FastifyReply, app: FastifyInstance, expires: Date) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(app), httpOnly: false, expires });
}

function clearSessionCookies(reply: FastifyReply, app: FastifyInstance) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(app), httpOnly: false });
}

/**
 * The user behind a one-time hand-over code, once: this call spends it. Undefined when the code is unknown,
 * already used, expired, or its account closed.
 */
export async function spendHandoverCode(db: Database, code: string, now = new Date()) {
  if (code.length === 0 || code.length > 128) return undefined;
  const [spent] = await db
    .update(handoverCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoverCodes.codeHash, hashToken(code)),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, now),
      ),
    )
    .returning({ userId: handoverCodes.userId });
  if (!spent) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, spent.userId), isNull(users.closedAt)));
  return user;
}

/**
 * A request without a session that carries a hand-over code in the `accessToken` cookie is signed in by it, once:
 * the answer sets the session cookie, and the spent cookie is cleared so later visitor requests do not look again.
 */
async function sessionFromHandoverCookie(request: FastifyRequest, reply: FastifyReply) {
  const code = request.cookies[HANDOVER_COOKIE];
  if (code === undefined) return null;
  reply.clearCookie(HANDOVER_COOKIE, { path: '/' });
  const user = await spendHandoverCode(request.server.db, code);
  if (!user) return null;
  const sessionId = await startSession(request, reply, user.id);
  if (!sessionId) return null;
  request.currentSession = { sessionId, user };
  return request.currentSession;
}

/**
 * The sign-in behind the request's session cookie (looked up once per request), renewed when it is getting old;
 * without that cookie, the sign-in a hand-over cookie starts.
 */
export async function getCurrentSession(request: FastifyRequest, reply: FastifyReply) {
  if (request.currentSession !== undefined) return request.currentSession;
  request.currentSession = null;
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return sessionFromHandoverCookie(request, reply);

  const { db, sessionCache } = request.server;
  const now = new Date();
  const tokenHash = hashToken(token);
  let row = sessionCache.get(tokenHash, now.getTime());
  if (!row) {
    row = await lookUpSession(db, tokenHash, now);
    if (row) sessionCache.set(tokenHash, row, now.getTime());
  }
  if (!row) {
    // An expired or ended session: the browser forgets it, hint included, so it stops probing.
    clearSessionCookies(reply, request.server);
    return sessionFromHandoverCookie(request, reply);
  }

  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_RENEW_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request.server), expires: expiresAt });
    setSignedInHint(reply, request.server, expiresAt);
  } else if (!request.cookies[SIGNED_IN_HINT_COOKIE]) {
    setSignedInHint(reply, request.server, row.session.expiresAt);
  }
  request.currentSession = { sessionId: row.session.id, user: row.user };
  return request.currentSession;
}

/** A new session for the user: a fresh random token (rotation), stored only as its hash. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  db?: Database,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const [session] = await (db ?? request.server.db)
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
    })
    .returning({ id: sessions.id });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request.server), expires: expiresAt });
  setSignedInHint(reply, request.server, expiresAt);
  return session?.id;
}

/** Ends the request's own session (if any) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token && token.length <= 128) {
    const tokenHash = hashToken(token);
    await request.server.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    // At once on this instance; the database's announcement reaches the others (and this one) just after.
    request.server.sessionCache.dropToken(tokenHash);
  }
  request.currentSession = null;
  clearSessionCookies(reply, request.server);
}

/** Ends every session of the user, or every one but `exceptSessionId`. */
export async function endUserSessions(db: Database, userId: string, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}

export async function deleteExpiredSessions(db: Database, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export const NOT_LOGGED_IN_MESSAGE = 'Please login to continue.';

/** preHandler: the route needs a logged-in user. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const session = await getCurrentSession(request, reply);
  if (!session) throw new AppError('UNAUTHORIZED', NOT_LOGGED_IN_MESSAGE);
}

/** preHandler: like requireUser, with the spec's own words for a visitor ('Please login to buy the course.'). */
export function requireLogin(message: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await getCurrentSession(request, reply))) throw new AppError('UNAUTHORIZED', message);
  };
}

export const NOT_ALLOWED_MESSAGE = 'You are not allowed to do this.';

/** Hook: the route is for admins only. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const session = await getCurrentSession(request, reply);
  if (!session) throw new AppError('UNAUTHORIZED', NOT_LOGGED_IN_MESSAGE);
  if (session.user.role !== 'admin') throw new AppError('FORBIDDEN', NOT_ALLOWED_MESSAGE);
}

/** Hook: the route is for instructors (who then see only their own courses) and admins. */
export async function requireInstructor(request: FastifyRequest, reply: FastifyReply) {
  const session = await getCurrentSession(request, reply);
  if (!session) throw new AppError('UNAUTHORIZED', NOT_LOGGED_IN_MESSAGE);
  const { role } = session.user;
  if (role !== 'admin' && role !== 'instructor') throw new AppError('FORBIDDEN', NOT_ALLOWED_MESSAGE);
}

/** The logged-in user of a route guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  const session = request.currentSession;
  if (!session) throw new AppError('UNAUTHORIZED', NOT_LOGGED_IN_MESSAGE);
  return session.user;
}
