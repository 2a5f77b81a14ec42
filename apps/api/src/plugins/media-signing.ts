import { hmacHex, signaturesMatch } from './payment-gateway.ts';

export type MediaKind = 'video' | 'notes' | 'captions';
export const MEDIA_URL_TTL_MS = 10 * 60 * 1000;

/**
 * Short-lived media URLs: an HMAC over the path, the learner and the expiry. The URL alone plays (a native or
 * cross-origin player sends no cookie), for the learner it names only: the media route checks that learner's
 * access on every request, refuses another signed-in learner, and a leaked URL stops working within minutes.
 */
export function createMediaSigner(secret: string) {
  const message = (kind: MediaKind, lectureId: string, userId: string, expires: number) =>
    `/api/media/lectures/${lectureId}/${kind}|${userId}|${expires}`;
  return {
    url(kind: MediaKind, lectureId: string, userId: string, now = Date.now()) {
      const expires = Math.floor((now + MEDIA_URL_TTL_MS) / 1000);
      const signature = hmacHex(secret, message(kind, lectureId, userId, expires));
      return `/api/media/lectures/${lectureId}/${kind}?u=${userId}&e=${expires}&s=${signature}`;
    },
    isValid(
      kind: MediaKind,
      lectureId: string,
      userId: string,
      expires: number,
      signature: string,
      now = Date.now(),
    ) {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      return signaturesMatch(hmacHex(secret, message(kind, lectureId, userId, expires)), signature);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
