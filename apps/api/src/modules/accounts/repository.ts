import type { SignInProvider } from '@pathshala/shared/accounts-constants';
import { and, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  handoverCodes,
  knownLoginAddresses,
  loginThrottles,
  oauthStates,
  users,
} from '../../db/schema/accounts.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The users column holding each provider's subject. */
export const SOCIAL_SUBJECT_COLUMNS = {
  google: 'googleSubject',
  linkedin: 'linkedinSubject',
  github: 'githubSubject',
} as const satisfies Record<SignInProvider, keyof NewUser>;

export async function findUserBySocialSubject(db: Database, provider: SignInProvider, subject: string) {
  const column = users[SOCIAL_SUBJECT_COLUMNS[provider]];
  const [user] = await db.select().from(users).where(eq(column, subject));
  return user;
}

export async function linkSocialSubject(db: Database, id: string, provider: SignInProvider, subject: string) {
  return updateUser(db, id, { [SOCIAL_SUBJECT_COLUMNS[provider]]: subject });
}

/** Inserts the user, or returns undefined when the e-mail is taken (unique index, no race). */
export async function insertUser(db: Database, user: NewUser) {
  const [created] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return created;
}

export async function updateUser(db: Database, id: string, changes: Partial<NewUser>) {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return updated;
}

export function findThrottles(db: Database, keys: string[]) {
  return db.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/**
 * Counts one failure under the key, atomically (instances may record at the same moment). The count starts
 * again at 1 when the run's first failure (`restart.from: 'first'`) or last one is older than `restart.before`.
 */
export async function recordThrottleFailure(
  db: Database,
  key: string,
  now: Date,
  restart: { from: 'first' | 'last'; before: Date },
) {
  const stale = sql`${restart.from === 'first' ? loginThrottles.firstFailureAt : loginThrottles.lastFailureAt} <= ${restart.before.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottles)
    .values({ key, failures: 1, firstFailureAt: now, lastFailureAt: now, blockedUntil: now })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`,
        firstFailureAt: sql`case when ${stale} then excluded.first_failure_at else ${loginThrottles.firstFailureAt} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottles.failures, firstFailureAt: loginThrottles.firstFailureAt });
  if (!row) throw new Error(`throttle ${key} was not recorded`);
  return row;
}

/** Blocks the key until `until`, never shortening a longer block recorded meanwhile. */
export async function blockThrottle(db: Database, key: string, until: Date) {
  await db
    .update(loginThrottles)
    .set({ blockedUntil: sql`greatest(${loginThrottles.blockedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(loginThrottles.key, key));
}

export async function deleteThrottles(db: Database, keys: string[]) {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

export async function isKnownLoginAddress(db: Database, userId: string, addressHash: string, since: Date) {
  const [row] = await db
    .select({ userId: knownLoginAddresses.userId })
    .from(knownLoginAddresses)
    .where(
      and(
        eq(knownLoginAddresses.userId, userId),
        eq(knownLoginAddresses.addressHash, addressHash),
        gt(knownLoginAddresses.lastLoginAt, since),
      ),
    );
  return row !== undefined;
}

export async function rememberLoginAddress(db: Database, userId: string, addressHash: string, now: Date) {
  await db
    .insert(knownLoginAddresses)
    .values({ userId, addressHash, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [knownLoginAddresses.userId, knownLoginAddresses.addressHash],
      set: { lastLoginAt: now },
    });
}

export async function insertHandoverCode(db: Database, codeHash: string, userId: string, expiresAt: Date) {
  await db.insert(handoverCodes).values({ codeHash, userId, expiresAt });
}

export async function insertOauthState(db: Database, state: typeof oauthStates.$inferInsert) {
  await db.insert(oauthStates).values(state);
}

/** Takes the pending sign-in for this state (one use), if it has not expired. */
export async function takeOauthState(db: Database, state: string, now = new Date()) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, now)))
    .returning();
  return row;
}

/** Housekeeping for the short-lived rows of this feature. */
export async function deleteStaleAccountRows(
  db: Database,
  now: Date,
  forget: { throttlesBefore: Date; addressesBefore: Date },
) {
  await db.delete(handoverCodes).where(lt(handoverCodes.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db
    .delete(loginThrottles)
    .where(
      and(lt(loginThrottles.lastFailureAt, forget.throttlesBefore), lt(loginThrottles.blockedUntil, now)),
    );
  await db.delete(knownLoginAddresses).where(lt(knownLoginAddresses.lastLoginAt, forget.addressesBefore));
}

/** Closed accounts past the reinstatement window whose personal data is still there. */
export function closedAccountsToErase(db: Database, closedBefore: Date) {
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.closedAt), lt(users.closedAt, closedBefore), isNull(users.erasedAt)));
}
