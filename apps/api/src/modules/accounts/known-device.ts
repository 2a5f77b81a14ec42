import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const KNOWN_DEVICE_COOKIE = 'pathshala_device';
const KNOWN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
// Sent only with login calls, the one place it is read.
const KNOWN_DEVICE_PATH = '/api/user/login';

/**
 * The "known device" cookie (OWASP's device cookies): set at every successful login, signed, naming the account
 * and a random device id. A login carrying a valid one for its account is not locked out by failures elsewhere.
 */
export function createKnownDevices(secret: string, options: { secure: boolean }) {
  const key = createHmac('sha256', secret).update('known-device-cookie').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** The account and device the request's cookie names, when its signature holds. */
    read(request: FastifyRequest): { userId: string; deviceId: string } | undefined {
      const value = request.cookies[KNOWN_DEVICE_COOKIE];
      if (!value || value.length > 200) return undefined;
      const [userId, deviceId, signature, ...rest] = value.split('.');
      if (!userId || !deviceId || !signature || rest.length > 0) return undefined;
      const expected = Buffer.from(sign(`${userId}.${deviceId}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { userId, deviceId }
        : undefined;
    },

    /** (Re)sets the cookie for this account, keeping the device's id when it already had one. */
    remember(reply: FastifyReply, userId: string, deviceId = randomBytes(16).toString('base64url')) {
      const payload = `${userId}.${deviceId}`;
      reply.setCookie(KNOWN_DEVICE_COOKIE, `${payload}.${sign(payload)}`, {
        path: KNOWN_DEVICE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        expires: new Date(Date.now() + KNOWN_DEVICE_TTL_MS),
      });
    },
  };
}
