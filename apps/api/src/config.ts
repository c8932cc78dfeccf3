import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  logLevel: string;
  /** Folder of the built SPA, served at / when it exists. */
  webDist: string;
  dataDir: string;
  /** TRUST_PROXY: hop count or our proxies' addresses (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Key of the OTP HMACs (OTP_SECRET). Required in production; a per-process random key otherwise. */
  otpSecret: string | undefined;
  /** SMS_PROVIDER: 'dev' (the outbox, readable at /v1/dev/outbox) or 'msg91'. */
  smsProvider: SmsProviderName;
  msg91: { authKey: string | undefined; templateId: string | undefined; baseUrl: string };
  /** ALLOW_DEV_PROVIDERS=true lets production run on the dev outbox (a staging box, never a real one). */
  allowDevProviders: boolean;
  /** GOOGLE_MAPS_API_KEY: address lookup through Google Geocoding; unset, an offline plus code answers. */
  googleMapsApiKey: string | undefined;
  /** Payments: Razorpay when RAZORPAY_KEY_ID is set, the sandbox checkout otherwise. */
  payments: PaymentsConfig;
  /** E-mail of team notices: SMTP when SMTP_URL is set, the REST e-mail service with EMAIL_PROVIDER=emailjs, else the dev outbox. */
  email: EmailConfig;
  /** ADMIN_LINK_SECRET: key of the signed image links of the review console. Required in production. */
  adminLinkSecret: string | undefined;
}

export interface PaymentsConfig {
  razorpay: { keyId: string | undefined; keySecret: string | undefined; webhookSecret: string | undefined; baseUrl: string };
  /** SANDBOX_PAYMENTS_SECRET: the sandbox's signing key; a per-process random key when unset. */
  sandboxSecret: string | undefined;
  /** ALLOW_SANDBOX_PAYMENTS=true lets production run on the sandbox (a staging box, never a real one). */
  allowSandbox: boolean;
}

export const EMAIL_PROVIDERS = ['dev', 'smtp', 'emailjs'] as const;
export type EmailProviderName = (typeof EMAIL_PROVIDERS)[number];

export interface EmailConfig {
  provider: EmailProviderName;
  smtpUrl: string | undefined;
  /** MAIL_FROM: sender of SMTP mail. */
  from: string;
  /** TEAM_EMAIL: where enquiry notices go. */
  teamEmail: string;
  emailjs: {
    baseUrl: string;
    serviceId: string | undefined;
    templateId: string | undefined;
    publicKey: string | undefined;
    privateKey: string | undefined;
  };
}

function emailProvider(value: string | undefined, smtpUrl: string | undefined): EmailProviderName {
  if (value === undefined || value === '') return smtpUrl ? 'smtp' : 'dev';
  const name = EMAIL_PROVIDERS.find((provider) => provider === value);
  if (!name) throw new Error(`EMAIL_PROVIDER must be one of ${EMAIL_PROVIDERS.join(', ')}, got "${value}"`);
  return name;
}

export const SMS_PROVIDERS = ['dev', 'msg91'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

function smsProvider(value: string | undefined): SmsProviderName {
  if (value === undefined || value === '') return 'dev';
  const name = SMS_PROVIDERS.find((provider) => provider === value);
  if (!name) throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${value}"`);
  return name;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

/** Reads the environment once at start-up; every variable is listed in README's configuration table. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  return {
    env: nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port: port(env.PORT, 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: path.resolve(dataDir, env.SQLITE_FILE ?? 'app.db'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    dataDir,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    otpSecret: env.OTP_SECRET || undefined,
    smsProvider: smsProvider(env.SMS_PROVIDER),
    msg91: {
      authKey: env.MSG91_AUTH_KEY || undefined,
      templateId: env.MSG91_TEMPLATE_ID || undefined,
      baseUrl: env.MSG91_BASE_URL || 'https://control.msg91.com',
    },
    allowDevProviders: env.ALLOW_DEV_PROVIDERS === 'true',
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || undefined,
    payments: {
      razorpay: {
        keyId: env.RAZORPAY_KEY_ID || undefined,
        keySecret: env.RAZORPAY_KEY_SECRET || undefined,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
        baseUrl: env.RAZORPAY_BASE_URL || 'https://api.razorpay.com',
      },
      sandboxSecret: env.SANDBOX_PAYMENTS_SECRET || undefined,
      allowSandbox: env.ALLOW_SANDBOX_PAYMENTS === 'true',
    },
    email: {
      provider: emailProvider(env.EMAIL_PROVIDER, env.SMTP_URL || undefined),
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Apni Dukaan <no-reply@apnidukaan.in>',
      teamEmail: env.TEAM_EMAIL || 'support@apnidukaan.in',
      emailjs: {
        baseUrl: env.EMAILJS_BASE_URL || 'https://api.emailjs.com',
        serviceId: env.EMAILJS_SERVICE_ID || undefined,
        templateId: env.EMAILJS_TEMPLATE_ID || undefined,
        publicKey: env.EMAILJS_PUBLIC_KEY || undefined,
        privateKey: env.EMAILJS_PRIVATE_KEY || undefined,
      },
    },
    adminLinkSecret: env.ADMIN_LINK_SECRET || undefined,
  };
}
