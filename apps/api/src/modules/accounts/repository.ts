import { and, count, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { handoverCodes, loginFailures, oauthStates, users } from '../../db/schema/accounts.ts';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function findUserByGoogleSubject(db: Database, subject: string) {
  const [user] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return user;
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

export async function countRecentLoginFailures(db: Database, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)));
  return row?.n ?? 0;
}

export async function recordLoginFailure(db: Database, email: string) {
  await db.insert(loginFailures).values({ email });
}

export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export async function insertHandoverCode(db: Database, codeHash: string, userId: string, expiresAt: Date) {
  await db.insert(handoverCodes).values({ codeHash, userId, expiresAt });
}

/** Marks the code used and returns its user, once: a second use, or an expired code, returns undefined. */
export async function consumeHandoverCode(db: Database, codeHash: string, now = new Date()) {
  const [code] = await db
    .update(handoverCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(handoverCodes.codeHash, codeHash),
        isNull(handoverCodes.usedAt),
        gt(handoverCodes.expiresAt, now),
      ),
    )
    .returning({ userId: handoverCodes.userId });
  return code?.userId;
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
export async function deleteStaleAccountRows(db: Database, now: Date, loginFailureWindowMs: number) {
  await db.delete(handoverCodes).where(lt(handoverCodes.expiresAt, now));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.failedAt, new Date(now.getTime() - loginFailureWindowMs)));
}

/** Closed accounts past the reinstatement window whose personal data is still there. */
export function closedAccountsToErase(db: Database, closedBefore: Date) {
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.closedAt), lt(users.closedAt, closedBefore), isNull(users.erasedAt)));
}
