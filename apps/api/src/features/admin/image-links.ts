import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { API_PREFIX, pathOf } from '@local-shops/shared';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { AppConfig } from '../../config.ts';

/** A signed image link works this long: enough to look, too short to pass around. */
export const IMAGE_LINK_SECONDS = 5 * 60;
export const ADMIN_LINK_SECRET_MIN_LENGTH = 32;

let processKey: string | undefined;

/** The key of the links. Production refuses to start without one (instances must share it). */
export function resolveAdminLinkSecret(config: AppConfig, log: FastifyBaseLogger): string {
  if (config.adminLinkSecret) {
    if (config.env === 'production' && config.adminLinkSecret.length < ADMIN_LINK_SECRET_MIN_LENGTH) {
      throw new Error(
        `ADMIN_LINK_SECRET must be at least ${ADMIN_LINK_SECRET_MIN_LENGTH} characters in production (for example: openssl rand -hex 32).`,
      );
    }
    return config.adminLinkSecret;
  }
  if (config.env === 'production')
    throw new Error('ADMIN_LINK_SECRET is required in production (for example: openssl rand -hex 32).');
  processKey ??= randomBytes(32).toString('hex');
  if (config.env !== 'test')
    log.warn('ADMIN_LINK_SECRET is not set: image links of the review console work on this instance only.');
  return processKey;
}

const imagePath = pathOf(CONSOLE_ROUTES.image.path);

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

/** '/v1/admin/images/{kind}/{file}?exp=…&sig=…' of a key 'kind/file': HMAC-SHA256 over the key and the expiry. */
export function signedImagePath(secret: string, key: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + IMAGE_LINK_SECONDS;
  const [kind = '', ...file] = key.split('/');
  return `${API_PREFIX}${imagePath(kind, file.join('/'))}?exp=${expires}&sig=${sign(secret, key, expires)}`;
}

/** True when the signature is the server's and the link has not expired. */
export function verifyImageLink(secret: string, key: string, exp: unknown, sig: unknown, now: Date): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig))
    return false;
  const expires = Number(exp);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, key, expires), 'base64url');
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
