import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/email.ts';
import { endUserSessions, hashToken } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { PasswordHashing } from './password-hashing.ts';
import * as repository from './repository.ts';

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
  const [recent] = await db
    .select({ sent: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, since)));
  if ((recent?.sent ?? 0) >= RESET_MAILS_PER_WINDOW) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    await enqueueEmail(tx, 'passwordReset', user.email, {
      name: user.name,
      // Not `?token=`: on any page that is the sign-in hand-over of spec §4.
      link: `${siteUrl}/reset-password?code=${token}`,
      minutes: RESET_LINK_MINUTES,
    });
  });
}

/** Sets the new password with a valid, unused, unexpired token; every session of the account ends. */
export async function resetPassword(
  db: Database,
  hashing: PasswordHashing,
  input: { token: string; newPassword: string },
  now = new Date(),
) {
  const passwordHash = await hashing.hash(input.newPassword);
  await db.transaction(async (tx) => {
    // Claiming the token and setting the password commit together: a token works exactly once.
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
    await repository.updateUser(tx, claimed.userId, { passwordHash });
    await endUserSessions(tx, claimed.userId);
  });
}
