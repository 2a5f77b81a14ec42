import { hmacHex, signaturesMatch } from './payment-gateway.ts';

export type MediaKind = 'video' | 'notes' | 'captions';
export const MEDIA_URL_TTL_MS = 10 * 60 * 1000;

/**
 * Short-lived media URLs: an HMAC over the path, the learner and the expiry. The URL alone plays (a native or
 * cross-origin player sends no cookie), for the learner it names only: the media route checks that learner's
 * access on every request, refuses another signed-in learner, and a leaked URL stops working within minutes.
 */
export function createMediaSigner(secret: string) {
  const hls = createHlsSigner(`hls:${secret}`);
  const message = (kind: MediaKind, lectureId: string, userId: string, expires: number) =>
    `/api/media/lectures/${lectureId}/${kind}|${userId}|${expires}`;
  return {
    hls,
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

/**
 * Adaptive-stream files (`/api/media/lectures/<id>/hls/<version>/<file>`, `file` here being both): signed like the media URLs above and also bound
 * to the learner's session, so a playlist or segment link copied out of one browser does not play in another —
 * not even the same learner's other session. Players fetch them same-origin, cookie included.
 */
export function createHlsSigner(secret: string) {
  const message = (lectureId: string, file: string, userId: string, sessionId: string, expires: number) =>
    `/api/media/lectures/${lectureId}/hls/${file}|${userId}|${sessionId}|${expires}`;
  return {
    url(lectureId: string, file: string, userId: string, sessionId: string, expiresAtMs: number) {
      const expires = Math.floor(expiresAtMs / 1000);
      const signature = hmacHex(secret, message(lectureId, file, userId, sessionId, expires));
      return `/api/media/lectures/${lectureId}/hls/${file}?u=${userId}&e=${expires}&s=${signature}`;
    },
    isValid(
      lectureId: string,
      file: string,
      userId: string,
      sessionId: string,
      expires: number,
      signature: string,
      now = Date.now(),
    ) {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      return signaturesMatch(
        hmacHex(secret, message(lectureId, file, userId, sessionId, expires)),
        signature,
      );
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;
