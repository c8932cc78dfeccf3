import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';

export const OTP_SECRET_MIN_LENGTH = 32;

let processKey: string | undefined;

/**
 * The key of the OTP HMACs. Production refuses to start without a real one; elsewhere a random
 * key for this process will do (codes then do not survive a restart or cross instances).
 */
export function resolveOtpSecret(config: AppConfig, log: FastifyBaseLogger): string {
  if (config.otpSecret) {
    if (config.env === 'production' && config.otpSecret.length < OTP_SECRET_MIN_LENGTH) {
      throw new Error(
        `OTP_SECRET must be at least ${OTP_SECRET_MIN_LENGTH} characters in production (for example: openssl rand -hex 32).`,
      );
    }
    return config.otpSecret;
  }
  if (config.env === 'production') {
    throw new Error('OTP_SECRET is required in production (for example: openssl rand -hex 32).');
  }
  processKey ??= randomBytes(32).toString('hex');
  log.warn(
    'OTP_SECRET is not set: using a random key of this process, so codes do not verify after a restart or on another instance.',
  );
  return processKey;
}
