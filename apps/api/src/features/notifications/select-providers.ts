import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { SmsProvider } from '../../lib/sms-provider.ts';
import { createDevOutboxSms } from './dev-outbox-sms.ts';
import { createEmailjsEmail } from './emailjs-email.ts';
import { createMsg91Sms } from './msg91-sms.ts';
import { createDevOutboxTransport, type OutboxTransport } from './outbox-transport.ts';
import { createSmtpEmail } from './smtp-email.ts';

export interface NotificationProviders {
  sms: SmsProvider;
  /** The dev outbox is in use, so GET /v1/dev/outbox is served. */
  devOutbox: boolean;
  /** How the outbox worker delivers queued messages, per channel. */
  outbox: { sms: OutboxTransport; email: OutboxTransport };
}

/** The SMS provider as a transport of queued messages (notices; OTP codes are sent at once). */
function smsTransport(sms: SmsProvider, name: string): OutboxTransport {
  return { name, deliver: (message) => sms.send(message.recipient, message.body, message.payload) };
}

function refuseDevInProduction(config: AppConfig, what: string, fix: string) {
  if (config.env === 'production' && !config.allowDevProviders) {
    throw new Error(
      `The dev ${what} outbox is refused in production: ${fix}, or ALLOW_DEV_PROVIDERS=true on a deployment that no real user reaches.`,
    );
  }
}

/** Chooses the e-mail transport once, at start-up; half-configured or dev-in-production throws. */
function selectEmail(config: AppConfig, log: FastifyBaseLogger): { email: OutboxTransport; dev: boolean } {
  const { email } = config;
  if (email.provider === 'smtp') {
    if (!email.smtpUrl) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL.');
    let url: URL;
    try {
      url = new URL(email.smtpUrl);
    } catch {
      throw new Error('SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465.');
    }
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error('SMTP_URL must start with smtp:// or smtps://.');
    return { email: createSmtpEmail({ url: email.smtpUrl, from: email.from }), dev: false };
  }
  if (email.provider === 'emailjs') {
    const { baseUrl, serviceId, templateId, publicKey, privateKey } = email.emailjs;
    if (!serviceId || !templateId || !publicKey || !privateKey) {
      throw new Error(
        'EMAIL_PROVIDER=emailjs needs EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY.',
      );
    }
    const url = httpUrl(baseUrl, 'EMAILJS_BASE_URL');
    if (config.env === 'production' && url.protocol !== 'https:')
      throw new Error('EMAILJS_BASE_URL must use https in production.');
    return { email: createEmailjsEmail({ baseUrl, serviceId, templateId, publicKey, privateKey }), dev: false };
  }
  refuseDevInProduction(config, 'e-mail', 'set SMTP_URL (or EMAIL_PROVIDER=emailjs with its keys)');
  return { email: createDevOutboxTransport('email', log), dev: true };
}

function httpUrl(value: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
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
  const sms = selectSms(config, deps);
  const { email, dev } = selectEmail(config, deps.log);
  return { sms: sms.sms, devOutbox: sms.devOutbox || dev, outbox: { sms: sms.outbox, email } };
}

function selectSms(
  config: AppConfig,
  deps: { db: Db; now: () => Date; log: FastifyBaseLogger },
): { sms: SmsProvider; devOutbox: boolean; outbox: OutboxTransport } {
  if (config.smsProvider === 'msg91') {
    const { authKey, templateId, templateIds, baseUrl } = config.msg91;
    if (!authKey || !templateId) throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID.');
    const url = httpUrl(baseUrl, 'MSG91_BASE_URL');
    if (config.env === 'production' && url.protocol !== 'https:')
      throw new Error('MSG91_BASE_URL must use https in production.');
    const sms = createMsg91Sms({ authKey, templateId, templateIds, baseUrl });
    return { sms, devOutbox: false, outbox: smsTransport(sms, 'msg91') };
  }
  if (config.env === 'production' && !config.allowDevProviders) {
    throw new Error(
      'The dev SMS outbox is refused in production: set SMS_PROVIDER=msg91 with MSG91_AUTH_KEY and MSG91_TEMPLATE_ID, ' +
        'or ALLOW_DEV_PROVIDERS=true on a deployment that no real user reaches.',
    );
  }
  return {
    sms: createDevOutboxSms(deps.db, deps.now, deps.log),
    devOutbox: true,
    outbox: createDevOutboxTransport('sms', deps.log),
  };
}
