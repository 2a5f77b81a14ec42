import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP parameters for scrypt: N=2^17, r=8, p=1 (about 128 MiB per hash).
export const OWASP_SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
type ScryptParams = { N: number; r: number; p: number };
let params: ScryptParams = OWASP_SCRYPT_PARAMS;

/**
 * Cost of new hashes. Only the API test set-up lowers it, so hundreds of test logins stay fast; verification
 * always uses the parameters stored in each hash, and password.test.ts checks the production cost.
 */
export function setPasswordHashParams(next: ScryptParams) {
  params = next;
}
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hash as `scrypt$N$r$p$salt$key` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(password, Buffer.from(salt, 'base64url'), { N: +n, r: +r, p: +p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
