import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT_PARAMS, setPasswordHashParams, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with the OWASP scrypt parameters in production and verifies', async () => {
    setPasswordHashParams(OWASP_SCRYPT_PARAMS);
    const hash = await hashPassword('Correct horse 1!');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Correct horse 1!', hash)).toBe(true);
    expect(await verifyPassword('correct horse 1!', hash)).toBe(false);
  });

  it('salts every hash and refuses malformed stored values', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same', 'plain-text')).toBe(false);
    expect(await verifyPassword('same', 'scrypt$1$2$3')).toBe(false);
  });

  it('verifies hashes made with other parameters (the cost can be raised later)', async () => {
    setPasswordHashParams({ N: 2 ** 10, r: 8, p: 1 });
    const cheap = await hashPassword('upgrade me');
    setPasswordHashParams(OWASP_SCRYPT_PARAMS);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('upgrade me', cheap)).toBe(true);
  });
});
