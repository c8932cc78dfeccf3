import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createDevOutboxSms } from './dev-outbox-sms.ts';
import { createMsg91Sms } from './msg91-sms.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface NotificationProviders {
  sms: SmsProvider;
  /** The dev outbox is in use, so GET /v1/dev/outbox is served. */
  devOutbox: boolean;
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}

/**
 * Chooses the SMS provider once, at start-up. A configuration that would put the dev outbox
 * (or a half-configured provider) in front of real users throws, so the server does not start.
 */
export function selectNotificationProviders(
  config: AppConfig,
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
): NotificationProviders {
  if (config.smsProvider === 'msg91') {
    const { authKey, templateId, baseUrl } = config.msg91;
    if (!authKey || !templateId) throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.');
    const url = httpUrl(baseUrl, 'MSG91_BASE_URL');
    if (config.env === 'production' && url.protocol !== 'https:') throw new Error('MSG91_BASE_URL must use https in production.');
    return { sms: createMsg91Sms({ authKey, templateId, baseUrl }), devOutbox: false };
  }
  if (config.env === 'production' && !config.allowDevProviders) {
    throw new Error(
      'The dev SMS outbox is refused in production: set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID, ' +
        'or ALLOW_DEV_PROVIDERS=true on a deployment that no real user reaches.',
    );
  }
  return { sms: createDevOutboxSms(deps.db, deps.now, deps.log), devOutbox: true };
}
