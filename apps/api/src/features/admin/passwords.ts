import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createHashQueue } from './hash-queue.ts';

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
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

// At most two hashes at a time per process and six waiting; one network holds one place, so a flood
// from one network always leaves a running place to everyone else. See hash-queue.ts.
export const HASH_QUEUE_LIMITS = { active: 2, waiting: 6, perKey: 1 } as const;
const limited = createHashQueue(HASH_QUEUE_LIMITS);

/** 'scrypt$17$8$1$salt$hash' (base64url): the parameters travel with the hash, so the cost can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await limited(() => derive(password, salt, params));
  return formatHash(params, salt, key);
}

function formatHash(params: ScryptParams, salt: Buffer, key: Buffer): string {
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const HASH_PATTERN = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/**
 * Constant-time check of a password against a stored hash; a malformed hash never matches.
 * `queueKey` (the caller's network) bounds one network's share of the hash queue; a full queue
 * throws HashQueueFullError at once.
 */
export async function verifyPassword(password: string, stored: string, queueKey?: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.log2N < 10 || params.log2N > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4)
    return false;
  const expected = Buffer.from(match[5]!, 'base64url');
  const key = await limited(() => derive(password, Buffer.from(match[4]!, 'base64url'), params), queueKey);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash to check an unknown e-mail's password against, so that its answer takes as long as a
 * known one's: a salt and a key of random bytes at the OWASP cost, which no password derives
 * (checking against it costs one scrypt, as a real hash does). A constant rather than one made at
 * start-up: making it took 128 MiB for a moment on every start, the process's peak memory.
 */
const DUMMY_HASH = 'scrypt$17$8$1$8XN5y3pPjXTBmqNKte75UA$1fLx11Z2ANuMkn_42WEMWm926in-Ucjmyvtuv6SSfFE';
export function dummyPasswordHash(): Promise<string> {
  return Promise.resolve(DUMMY_HASH);
}
