import { randomBytes } from 'node:crypto';
import { utimesSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PROFILE_PHOTO_MAX_BYTES } from '@pathshala/shared/accounts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts.ts';
import { scheduleHousekeeping } from '../../housekeeping.ts';
import { hashToken, SESSION_COOKIE } from '../../plugins/auth.ts';
import { createS3Storage, type Storage } from '../../plugins/storage.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startLocalS3 } from '../../testing/s3.ts';
import {
  newProfilePhotoKey,
  PROFILE_PHOTO_TOO_LARGE_MESSAGE,
  replaceProfilePhoto,
  sweepOrphanProfilePhotos,
} from './profile-photo.ts';

const { app, db } = await buildTestApp();
// Not started yet, so the housekeeping can still be scheduled on it.
const housekept = await buildTestApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(address);

const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
  .png()
  .toBuffer();
const HOUR_MS = 60 * 60 * 1000;

/** A learner with a session of their own (made directly, so these tests do not depend on the login route). */
async function learner() {
  const { user } = await createUser(db);
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + HOUR_MS) });
  return { user, cookie: `${SESSION_COOKIE}=${token}` };
}

const BOUNDARY = '----pathshala-upload-boundary';
const partHead = (filename = 'me.png') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
const multipart = (content: Buffer) =>
  Buffer.concat([partHead(), content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);

const upload = (cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/updateProfilePhoto',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(photo),
  });

async function storedKeys(storage: Storage, prefix = 'avatars/') {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

async function profilePhotoOf(userId: string) {
  const [row] = await db.select({ key: users.profilePhoto }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/**
 * Writes a request head and part of its body on a raw socket and then waits, as a slow or lying client
 * would, until the server closes the connection: what it answered. The client never finishes its request, so
 * a server that waited for the rest would never close it (the test times out), and one that gave up on a timer
 * would answer something other than 413.
 */
function rawRequest(head: string, body: Buffer) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(head);
    socket.write(body);
  });
}

describe('replacing a profile photo', () => {
  it('leaves exactly one file after 20 concurrent uploads: the one the account points to', async () => {
    const { user, cookie } = await learner();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(cookie)));
    const statuses = answers.map((answer) => answer.statusCode);
    // The per-user limit (10 a minute) lets some through at once and refuses the rest before reading them.
    expect(statuses.filter((status) => status === 201).length).toBe(10);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 429)).toBe(true);

    const referenced = await profilePhotoOf(user.id);
    expect(referenced).toMatch(/^avatars\/[a-f0-9]{32}\.webp$/);
    expect(await storedKeys(app.storage)).toEqual([referenced]);
  });

  it('swaps atomically without the HTTP limit too: 20 concurrent replacements, one file left', async () => {
    const { user } = await learner();
    const before = await storedKeys(app.storage);
    await Promise.all(Array.from({ length: 20 }, () => replaceProfilePhoto(db, app.storage, user.id, photo)));
    const referenced = await profilePhotoOf(user.id);
    expect(await storedKeys(app.storage)).toEqual([...before, referenced].sort());
  });

  it('removes the new file when the swap fails', async () => {
    const before = await storedKeys(app.storage);
    const missingAccount = '00000000-0000-4000-8000-000000000000';
    await expect(replaceProfilePhoto(db, app.storage, missingAccount, photo)).rejects.toThrow(
      'Account not found.',
    );
    expect(await storedKeys(app.storage)).toEqual(before);
  });

  it('answers 429 in the envelope after 10 uploads a minute, for that learner only', async () => {
    const { cookie } = await learner();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await upload(cookie)).statusCode).toBe(201);
    const refused = await upload(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/) });
    const other = await learner();
    expect((await upload(other.cookie)).statusCode).toBe(201);
  });
});

describe('an oversized upload', () => {
  it('is refused from its Content-Length before a byte of the body is read, and the connection closed', async () => {
    const { cookie } = await learner();
    const head =
      'POST /api/user/updateProfilePhoto HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Cookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      'Content-Length: 5000000000\r\n\r\n';
    const answer = await rawRequest(head, partHead());
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain(JSON.stringify({ success: false, message: PROFILE_PHOTO_TOO_LARGE_MESSAGE }));
  });

  it('is cut off once the streamed bytes pass the limit, without waiting for the rest', async () => {
    const { user, cookie } = await learner();
    const head =
      'POST /api/user/updateProfilePhoto HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\n' +
      `Cookie: ${cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      'Transfer-Encoding: chunked\r\n\r\n';
    // Past the limit, but the request never ends (no closing boundary, no last chunk).
    const content = Buffer.concat([
      partHead(),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 64 * 1024),
    ]);
    const chunk = Buffer.concat([
      Buffer.from(`${content.length.toString(16)}\r\n`),
      content,
      Buffer.from('\r\n'),
    ]);
    const answer = await rawRequest(head, chunk);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(await profilePhotoOf(user.id)).toBeNull();
  });

  it("a body that ends mid-file is still the client's 400, not a 500", async () => {
    const { cookie } = await learner();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/updateProfilePhoto',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.concat([partHead(), photo.subarray(0, 20)]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('still gets the size message in the envelope from a client that sends it all', async () => {
    const { cookie } = await learner();
    const oversized = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(PROFILE_PHOTO_MAX_BYTES),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/updateProfilePhoto',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(oversized),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: PROFILE_PHOTO_TOO_LARGE_MESSAGE });
  });
});

describe('the orphan sweep', () => {
  /** Files as the sweep finds them: one referenced, orphans old and new, and a file outside the photos. */
  async function scene(storage: Storage) {
    const { user } = await learner();
    const referenced = newProfilePhotoKey();
    const oldOrphan = newProfilePhotoKey();
    const newOrphan = newProfilePhotoKey();
    const video = `videos/sweep-${randomBytes(4).toString('hex')}.mp4`;
    for (const key of [referenced, oldOrphan, newOrphan, video]) await storage.put(key, photo);
    await db.update(users).set({ profilePhoto: referenced }).where(eq(users.id, user.id));
    return { referenced, oldOrphan, newOrphan, video };
  }

  it('deletes photos no account points to once they are an hour old (disk)', async () => {
    const { referenced, oldOrphan, newOrphan, video } = await scene(app.storage);
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    for (const key of [referenced, oldOrphan, video]) {
      utimesSync(path.join(app.config.dataDir, 'files', key), twoHoursAgo, twoHoursAgo);
    }
    const keys = await storedKeys(app.storage);
    expect(keys).toEqual(expect.arrayContaining([referenced, oldOrphan, newOrphan]));
    expect(keys).not.toContain(video);

    const removed = await sweepOrphanProfilePhotos(db, app.storage);
    expect(removed).toBe(1);
    const after = await storedKeys(app.storage);
    expect(after).toContain(referenced);
    expect(after).toContain(newOrphan);
    expect(after).not.toContain(oldOrphan);
    expect(await app.storage.size(video)).not.toBeNull();
  });

  it('runs in the hourly account housekeeping', async () => {
    const orphan = newProfilePhotoKey();
    await housekept.app.storage.put(orphan, photo);
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    utimesSync(path.join(housekept.config.dataDir, 'files', orphan), twoHoursAgo, twoHoursAgo);
    scheduleHousekeeping(housekept.app);
    await expect.poll(() => housekept.app.storage.size(orphan), { timeout: 5000 }).toBeNull();
  });

  it('works the same on S3-compatible storage', async () => {
    const { region: _none, ...s3 } = await startLocalS3();
    const storage = createS3Storage(s3);
    const { referenced, oldOrphan, newOrphan, video } = await scene(storage);
    const listed = [];
    for await (const file of storage.list('avatars/')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([referenced, oldOrphan, newOrphan].sort());
    expect(listed.every((file) => file.modifiedAt instanceof Date)).toBe(true);

    // Nothing is an hour old yet; two hours later every unreferenced photo is.
    expect(await sweepOrphanProfilePhotos(db, storage)).toBe(0);
    await sweepOrphanProfilePhotos(db, storage, new Date(Date.now() + 2 * HOUR_MS));
    expect(await storedKeys(storage)).toEqual([referenced]);
    expect(await storage.size(video)).not.toBeNull();
  });
});
