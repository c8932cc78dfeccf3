import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: OWASP Password Storage Cheat Sheet's recommendation (N=2^17, r=8, p=1). See decision 0009. */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}
export const OWASP_SCRYPT: ScryptParams = { log2N: 17, r: 8, p: 1 };
export const PASSWORD_MIN_LENGTH = 12;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, { log2N, r, p }: ScryptParams): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes (128 MiB at the OWASP cost); Node's default cap is 32 MiB.
  const maxmem = 128 * N * r + 16 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

// At most two hashes at a time per process: each takes 128 MiB for a fraction of a second.
let active = 0;
const waiting: Array<() => void> = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (active >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  active++;
  try {
    return await work();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

/** 'scrypt$17$8$1$salt$hash' (base64url): the parameters travel with the hash, so the cost can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await limited(() => derive(password, salt, params));
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const HASH_PATTERN = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.log2N < 10 || params.log2N > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) return false;
  const expected = Buffer.from(match[5]!, 'base64url');
  const key = await limited(() => derive(password, Buffer.from(match[4]!, 'base64url'), params));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to check an unknown e-mail's password against, so that its answer takes as long as a known one's. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
