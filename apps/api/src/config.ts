import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  trustProxy: boolean;
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
}

export interface PaymentsConfig {
  razorpay: { keyId: string | undefined; keySecret: string | undefined; webhookSecret: string | undefined; baseUrl: string };
  /** SANDBOX_PAYMENTS_SECRET: the sandbox's signing key; a per-process random key when unset. */
  sandboxSecret: string | undefined;
  /** ALLOW_SANDBOX_PAYMENTS=true lets production run on the sandbox (a staging box, never a real one). */
  allowSandbox: boolean;
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
    trustProxy: env.TRUST_PROXY === 'true',
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
  };
}
