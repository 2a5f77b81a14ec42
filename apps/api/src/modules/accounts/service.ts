import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, ACCOUNT_REINSTATE_DAYS, type User } from '@pathshala/shared/accounts';
import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import type { PublicProfileSettings } from '@pathshala/shared/profiles';
import { PROFILE_MESSAGES, publicProfilePath } from '@pathshala/shared/profiles-constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { mockAttempts } from '../../db/schema/practice.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { endUserSessions, hashToken, spendHandoverCode, type UserRow } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import type { LoginClient, LoginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import type { PasswordHashing } from './password-hashing.ts';
import * as repository from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HANDOVER_CODE_TTL_MS = 2 * 60 * 1000;

export const ACCOUNT_CLOSED_MESSAGE = `This account is closed. Contact support@pathshala.in within ${ACCOUNT_REINSTATE_DAYS} days of closing it to reinstate it.`;

export function profilePhotoUrl(key: string | null) {
  return key ? `/api/user/profilePhoto/${key.split('/').pop()}` : null;
}

export function toUserResponse(user: UserRow): User {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    mobileNo: user.mobileNo,
    bio: user.bio,
    language: user.language,
    profilePhoto: profilePhotoUrl(user.profilePhoto),
    newsletterSubscribe: user.newsletterSubscribe,
    role: user.role,
  };
}

export function toPublicProfileSettings(user: UserRow, publicUrl: string): PublicProfileSettings {
  const { profileHandle: handle, publicProfile: enabled } = user;
  return { handle, enabled, url: enabled && handle ? `${publicUrl}${publicProfilePath(handle)}` : null };
}

/**
 * Sets the learner's handle and whether the profile is public. The unique index settles two learners taking one
 * handle at the same moment: the later one is told it is taken.
 */
export async function updatePublicProfileSettings(
  db: Database,
  user: UserRow,
  settings: { handle: string; enabled: boolean },
) {
  try {
    const updated = await repository.updateUser(db, user.id, {
      profileHandle: settings.handle || null,
      publicProfile: settings.enabled,
    });
    if (!updated) throw new AppError('NOT_FOUND', 'Account not found.');
    return updated;
  } catch (error) {
    if (describeDatabaseError(error).code === '23505') {
      throw new AppError('CONFLICT', PROFILE_MESSAGES.handleTaken);
    }
    throw error;
  }
}

/**
 * A new account's profile language: the interface language its visitor was using, so pages and e-mails stay in
 * it after sign-in; English keeps the spec's default ('en-US').
 */
export const startingLanguage = (locale: Locale | undefined) =>
  locale && locale !== SOURCE_LOCALE ? { language: locale } : {};

/** Welcomes a new account, in its profile's language, in the transaction that created it. */
export async function mailWelcome(tx: Database, user: UserRow) {
  await enqueueEmail(tx, 'welcome', user.email, { name: user.name }, accountEmailLocale(user.language));
}

export async function register(
  db: Database,
  hashing: PasswordHashing,
  input: { name: string; email: string; mobileNo: string; password: string },
  locale?: Locale,
) {
  const passwordHash = await hashing.hash(input.password);
  const created = await db.transaction(async (tx) => {
    const user = await repository.insertUser(tx, {
      name: input.name,
      email: input.email,
      mobileNo: input.mobileNo,
      passwordHash,
      ...startingLanguage(locale),
    });
    if (user) await mailWelcome(tx, user);
    return user;
  });
  if (!created) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.userAlreadyExists);
  return created;
}

// Verified against when the e-mail is unknown, so both failures take the same time (no account enumeration).
let dummyHash: Promise<string> | undefined;

/**
 * Checks the password of a login. Refused with 429 before any hashing while this client (or, for a client the
 * account does not know, the account) is backing off; every failure extends the back-off.
 */
export async function authenticate(
  db: Database,
  throttle: LoginThrottle,
  hashing: PasswordHashing,
  input: { email: string; password: string },
  client: LoginClient,
) {
  const user = await repository.findUserByEmail(db, input.email);
  const keys = await throttle.keysFor(input.email, user?.id, client);
  await throttle.checkLogin(keys);

  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await hashing.verify(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user?.passwordHash || !valid) {
    await throttle.recordLoginFailure(keys);
    throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.invalidCredentials);
  }
  if (user.closedAt) throw new AppError('FORBIDDEN', ACCOUNT_CLOSED_MESSAGE);
  await throttle.recordLoginSuccess(keys, user.id);
  return user;
}

export async function updateDetails(db: Database, user: UserRow, input: { bio: string; language?: string }) {
  const updated = await repository.updateUser(db, user.id, {
    bio: input.bio,
    ...(input.language ? { language: input.language } : {}),
  });
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found.');
  return updated;
}

/**
 * Changes the password and ends every other session of the user; the caller starts a fresh one. Wrong old
 * passwords are limited per account, so a stolen session cannot guess the password without end.
 */
export async function changePassword(
  db: Database,
  throttle: LoginThrottle,
  hashing: PasswordHashing,
  user: UserRow,
  input: { oldPassword: string; newPassword: string },
) {
  await throttle.checkPasswordChange(user.id);
  if (!user.passwordHash || !(await hashing.verify(input.oldPassword, user.passwordHash))) {
    await throttle.recordPasswordChangeFailure(user.id);
    throw new AppError('BAD_REQUEST', 'Old password is incorrect');
  }
  await throttle.clearPasswordChange(user.id);
  if (input.oldPassword === input.newPassword) {
    throw new AppError('BAD_REQUEST', 'New password must be different from the old password');
  }
  const passwordHash = await hashing.hash(input.newPassword);
  await db.transaction(async (tx) => {
    const changed = await repository.updateUser(tx, user.id, { passwordHash });
    await endUserSessions(tx, user.id);
    if (changed) await mailPasswordChanged(tx, changed);
  });
}

/** Tells the account holder that the password changed, in the transaction that changed it. */
export async function mailPasswordChanged(tx: Database, user: UserRow) {
  await enqueueEmail(
    tx,
    'passwordChanged',
    user.email,
    { name: user.name, changedAt: user.updatedAt.toISOString() },
    accountEmailLocale(user.language),
  );
}

/** Closes the account: signed out everywhere; reinstatable for 14 days, then personal data is erased. */
export async function closeAccount(db: Database, user: UserRow) {
  await db.transaction(async (tx) => {
    // Closed once: a second request at the same moment neither moves the date nor mails again.
    const [closed] = await tx
      .update(users)
      .set({ closedAt: new Date(), newsletterSubscribe: false, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), isNull(users.closedAt)))
      .returning();
    await endUserSessions(tx, user.id);
    if (closed?.closedAt) {
      await enqueueEmail(
        tx,
        'accountClosed',
        closed.email,
        { name: closed.name, closedAt: closed.closedAt.toISOString() },
        accountEmailLocale(closed.language),
      );
    }
  });
}

export async function reinstateAccount(db: Database, userId: string) {
  const user = await repository.findUserById(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'Account not found.');
  if (user.erasedAt) throw new AppError('CONFLICT', 'This account was erased and cannot be reinstated.');
  if (!user.closedAt) return user;
  const updated = await repository.updateUser(db, userId, { closedAt: null });
  if (!updated) throw new AppError('NOT_FOUND', 'Account not found.');
  return updated;
}

/**
 * Erases the personal data of accounts closed more than 14 days ago. Purchases and payments keep pointing at
 * the (now anonymous) user row, for accounting. Safe to run on every instance: each update is idempotent.
 */
export async function eraseClosedAccounts(db: Database, storage: Storage, now = new Date()) {
  const due = await repository.closedAccountsToErase(
    db,
    new Date(now.getTime() - ACCOUNT_REINSTATE_DAYS * DAY_MS),
  );
  for (const user of due) {
    await repository.updateUser(db, user.id, {
      name: 'Deleted user',
      email: `deleted-${user.id}@erased.invalid`,
      mobileNo: '',
      bio: '',
      passwordHash: null,
      googleSubject: null,
      linkedinSubject: null,
      githubSubject: null,
      profilePhoto: null,
      profileHandle: null,
      publicProfile: false,
      erasedAt: now,
    });
    // A leaderboard name is the learner's own words about themselves: it goes with the rest.
    await db.update(mockAttempts).set({ leaderboardName: null }).where(eq(mockAttempts.userId, user.id));
    // The résumé is personal data through and through (applications keep the copy that was sent).
    await db.delete(resumes).where(eq(resumes.userId, user.id));
    if (user.profilePhoto) await storage.remove(user.profilePhoto);
  }
  return due.length;
}

/** A one-time code for the `?token=` hand-over (spec §4); only its hash is stored. */
export async function createHandoverCode(db: Database, userId: string) {
  const code = randomBytes(32).toString('base64url');
  await repository.insertHandoverCode(
    db,
    hashToken(code),
    userId,
    new Date(Date.now() + HANDOVER_CODE_TTL_MS),
  );
  return code;
}

export async function redeemHandoverCode(db: Database, code: string) {
  const user = await spendHandoverCode(db, code);
  if (!user) throw new AppError('BAD_REQUEST', 'This sign-in link is invalid or has expired.');
  return user;
}
