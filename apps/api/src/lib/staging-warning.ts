import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';

/** The dev parts a configuration runs on, each named with the variable that replaces it. */
export function devProvidersInUse(config: AppConfig, paymentProvider: string): string[] {
  const parts: string[] = [];
  if (config.smsProvider === 'dev') parts.push('dev SMS outbox (set SMS_PROVIDER=msg91)');
  if (config.email.provider === 'dev') parts.push('dev e-mail outbox (set SMTP_URL)');
  if (paymentProvider === 'sandbox') parts.push('sandbox checkout (set RAZORPAY_KEY_ID)');
  return parts;
}

/**
 * A production start that was allowed dev parts (ALLOW_DEV_PROVIDERS, ALLOW_SANDBOX_PAYMENTS) says
 * so loudly: a staging box that real users reach by mistake shows in the logs from its first line.
 */
export function warnOfDevProviders(config: AppConfig, paymentProvider: string, log: FastifyBaseLogger): void {
  if (config.env !== 'production') return;
  const parts = devProvidersInUse(config, paymentProvider);
  if (parts.length)
    log.warn(
      { devProviders: parts },
      `production is running on dev providers: ${parts.join('; ')}. No real user may reach this deployment.`,
    );
}
