import { describe, expect, it } from 'vitest';
import { hashPassword, OWASP_SCRYPT, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with scrypt at the OWASP cost and verifies only the right password', async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(OWASP_SCRYPT).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(await verifyPassword('a long enough password', hash)).toBe(true);
    expect(await verifyPassword('a long enough passwore', hash)).toBe(false);
    expect(await hashPassword('a long enough password')).not.toBe(hash);
  });

  it('never matches a malformed or absurdly costly hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$30$8$1$AAAA$AAAA')).toBe(false);
  });
});
