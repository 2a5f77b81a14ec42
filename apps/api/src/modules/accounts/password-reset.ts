import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/email.ts';
import { endUserSessions, hashToken } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import { linkVisitorApplications } from './application-linking.ts';
import type { PasswordHashing } from './password-hashing.ts';
import * as repository from './repository.ts';
import { mailPasswordChanged } from './service.ts';

export const RESET_LINK_MINUTES = 30;
/** Reset e-mails per account in a link's lifetime: enough for a lost mail, too few to flood an inbox. */
const RESET_MAILS_PER_WINDOW = 3;

/**
 * Sends a reset link when the address belongs to an open account, and does nothing otherwise: the caller
 * answers the same either way, so the form does not tell who has an account. The token is stored hashed.
 */
export async function requestPasswordReset(db: Database, email: string, siteUrl: string, now = new Date()) {
  const user = await repository.findUserByEmail(db, email);
  if (!user || user.closedAt) return;
  const since = new Date(now.getTime() - RESET_LINK_MINUTES * 60_000);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    // Requests for one account are counted one at a time: they run beside each other, after their answers.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${user.id}`}))`);
    const [recent] = await tx
      .select({ sent: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, since)));
    if ((recent?.sent ?? 0) >= RESET_MAILS_PER_WINDOW) return;
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await enqueueEmail(
      tx,
      'passwordReset',
      user.email,
      {
        name: user.name,
        // Not `?token=`: on any page that is the sign-in hand-over of spec §4.
        link: `${siteUrl}/reset-password?code=${token}`,
        minutes: RESET_LINK_MINUTES,
      },
      accountEmailLocale(user.language),
    );
  });
}

/** The account behind a reset link that still works (unused, unexpired), or undefined. */
async function openResetLink(db: Database, token: string, now: Date) {
  const [link] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return link;
}

/**
 * Sets the new password with a valid, unused, unexpired link; the reset spends every outstanding link of the
 * account (a second e-mail's link stops working too) and ends every session. The link is checked before the
 * new password is hashed, so a made-up or spent link costs no hashing.
 */
export async function resetPassword(
  db: Database,
  hashing: PasswordHashing,
  input: { token: string; newPassword: string },
  now = new Date(),
) {
  if (!(await openResetLink(db, input.token, now)))
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.resetLinkInvalid);
  const passwordHash = await hashing.hash(input.newPassword);
  await db.transaction(async (tx) => {
    // Claiming the link and setting the password commit together: a link works exactly once, even when two
    // requests checked it at the same time above.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.resetLinkInvalid);
    const user = await repository.findUserById(tx, claimed.userId);
    if (!user || user.closedAt) throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.resetLinkInvalid);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    const changed = await repository.updateUser(tx, claimed.userId, { passwordHash });
    // The link came to the address, so the address is the account holder's: its visitor applications are theirs.
    await linkVisitorApplications(tx, user);
    await endUserSessions(tx, claimed.userId);
    if (changed) await mailPasswordChanged(tx, changed);
  });
}
