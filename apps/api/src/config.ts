import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  EMAIL_PROVIDERS,
  SMS_PROVIDERS,
  type AppConfig,
  type ImageStoreConfig,
} from './config-types.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

// The settings' types, for the callers that are handed them (app.ts passes the values on).
export type { AppConfig, ImageStoreConfig } from './config-types.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface ImageStoreEnv {
  IMAGE_STORE: 'disk' | 's3' | undefined;
  S3_ENDPOINT: string | undefined;
  S3_BUCKET: string | undefined;
  S3_REGION: string | undefined;
  S3_ACCESS_KEY_ID: string | undefined;
  S3_SECRET_ACCESS_KEY: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

function imageStore(env: ImageStoreEnv): ImageStoreConfig {
  if (env.IMAGE_STORE !== 's3') return { kind: 'disk' };
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('IMAGE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const region = env.S3_REGION ?? 'us-east-1';
  return {
    kind: 's3',
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    pathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** A variable whose empty value counts as unset (`VAR=` in a .env file). */
/**
 * SQLite's reader threads by default (decision 0089): two on a machine of more than one core (each
 * costs about 15 MB of memory), none on one core, where they would only share it with the server.
 */
const DEFAULT_SQLITE_READ_WORKERS = availableParallelism() > 1 ? 2 : 0;

const setting = z
  .string()
  .optional()
  .transform((value) => value || undefined);
/** A variable kept as given when set, even empty. */
const text = z.string().optional();
/** On only when exactly `true`. */
const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true');

/** One of `names`; undefined when unset or empty. */
function choice<T extends string>(variable: string, names: readonly T[]) {
  return setting.transform((value, ctx): T | undefined => {
    if (value === undefined) return undefined;
    const name = names.find((n) => n === value);
    if (name === undefined)
      ctx.addIssue({ code: 'custom', message: `${variable} must be one of ${names.join(', ')}, got "${value}"` });
    return name;
  });
}

const port = setting.transform((value, ctx) => {
  if (value === undefined) return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    ctx.addIssue({ code: 'custom', message: `PORT must be a port number, got "${value}"` });
  return parsed;
});

const tileUrl = setting.transform((value, ctx) => {
  if (value === undefined) return DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) {
    ctx.addIssue({
      code: 'custom',
      message: `MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}, got "${value}"`,
    });
  }
  return value;
});

/**
 * The environment, as one schema: every variable is listed in README's configuration table.
 * Keys in the order their errors are reported.
 */
const envSchema = z
  .object({
    NODE_ENV: text.transform((value): AppConfig['env'] =>
      value === 'production' ? 'production' : value === 'test' ? 'test' : 'development',
    ),
    HOST: text,
    PORT: port,
    DATABASE_URL: setting,
    DATA_DIR: text,
    SQLITE_FILE: text,
    LOG_LEVEL: text,
    WEB_DIST: text,
    PUBLIC_URL: setting.transform((value, ctx) => {
      const url = value ?? 'https://apnidukaan.in';
      if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(url))
        ctx.addIssue({ code: 'custom', message: `PUBLIC_URL must be an http(s) address, got "${url}"` });
      return url.replace(/\/+$/, '');
    }),
    TRUST_PROXY: text,
    OTP_SECRET: setting,
    SMS_PROVIDER: choice('SMS_PROVIDER', SMS_PROVIDERS),
    MSG91_AUTH_KEY: setting,
    MSG91_TEMPLATE_ID: setting,
    MSG91_TEMPLATE_IDS: setting.transform((value, ctx) => {
      // 'otp/en=1207...,otp/hi=1207...': each SMS and language's own DLT-registered flow (docs/sms-templates.md).
      const ids: Record<string, string> = {};
      for (const entry of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^([A-Za-z]+\/[a-z]{2,3})=(\S+)$/.exec(entry);
        if (match) ids[match[1]!] = match[2]!;
        else
          ctx.addIssue({
            code: 'custom',
            message: `MSG91_TEMPLATE_IDS takes entries like otp/hi=<flow id>, separated by commas; got "${entry}"`,
          });
      }
      return ids;
    }),
    MSG91_BASE_URL: setting,
    ALLOW_DEV_PROVIDERS: flag,
    GOOGLE_MAPS_API_KEY: setting,
    INSIGHTS_FLUSH_MS: setting.transform((value, ctx) => {
      if (value === undefined) return 5000;
      const ms = Number(value);
      if (!Number.isInteger(ms) || ms < 50 || ms > 600_000)
        ctx.addIssue({
          code: 'custom',
          message: `INSIGHTS_FLUSH_MS must be milliseconds from 50 to 600000, got "${value}"`,
        });
      return ms;
    }),
    DB_STATEMENT_TIMEOUT_MS: setting.transform((value, ctx) => {
      if (value === undefined) return 1500;
      const ms = Number(value);
      if (!Number.isInteger(ms) || (ms !== 0 && (ms < 10 || ms > 600_000))) {
        ctx.addIssue({
          code: 'custom',
          message: `DB_STATEMENT_TIMEOUT_MS must be milliseconds from 10 to 600000 (0 for none), got "${value}"`,
        });
      }
      return ms;
    }),
    SQLITE_READ_WORKERS: setting.transform((value, ctx) => {
      if (value === undefined) return DEFAULT_SQLITE_READ_WORKERS;
      const count = Number(value);
      if (!Number.isInteger(count) || count < 0 || count > 16)
        ctx.addIssue({
          code: 'custom',
          message: `SQLITE_READ_WORKERS must be a whole number from 0 to 16, got "${value}"`,
        });
      return count;
    }),
    DATABASE_REPLICA_URLS: setting.transform((value, ctx) => {
      const urls = (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      const wrong = urls.find((url) => !/^postgres(ql)?:\/\/\S+$/.test(url));
      // The URL itself is not repeated: it may hold a password.
      const entry = wrong === undefined ? 0 : urls.indexOf(wrong) + 1;
      if (entry)
        ctx.addIssue({
          code: 'custom',
          message: `DATABASE_REPLICA_URLS takes postgres:// URLs separated by commas; entry ${entry} is not one`,
        });
      return urls;
    }),
    DATABASE_REPLICA_MAX_LAG_MS: setting.transform((value, ctx) => {
      if (value === undefined) return 5000;
      const ms = Number(value);
      if (!Number.isInteger(ms) || ms < 100 || ms > 600_000)
        ctx.addIssue({
          code: 'custom',
          message: `DATABASE_REPLICA_MAX_LAG_MS must be milliseconds from 100 to 600000, got "${value}"`,
        });
      return ms;
    }),
    RAZORPAY_KEY_ID: setting,
    RAZORPAY_KEY_SECRET: setting,
    RAZORPAY_WEBHOOK_SECRET: setting,
    RAZORPAY_BASE_URL: setting,
    SANDBOX_PAYMENTS_SECRET: setting,
    ALLOW_SANDBOX_PAYMENTS: flag,
    EMAIL_PROVIDER: choice('EMAIL_PROVIDER', EMAIL_PROVIDERS),
    SMTP_URL: setting,
    MAIL_FROM: setting,
    TEAM_EMAIL: setting,
    EMAILJS_BASE_URL: setting,
    EMAILJS_SERVICE_ID: setting,
    EMAILJS_TEMPLATE_ID: setting,
    EMAILJS_PUBLIC_KEY: setting,
    EMAILJS_PRIVATE_KEY: setting,
    ADMIN_LINK_SECRET: setting,
    ADMIN_TOTP_KEY: setting,
    METRICS_TOKEN: setting,
    IMAGE_STORE: choice('IMAGE_STORE', ['disk', 's3'] as const),
    S3_ENDPOINT: setting,
    S3_BUCKET: setting,
    S3_REGION: setting,
    S3_ACCESS_KEY_ID: setting,
    S3_SECRET_ACCESS_KEY: setting,
    S3_FORCE_PATH_STYLE: flag,
    MAP_TILE_URL: tileUrl,
    MAP_TILE_ATTRIBUTION: setting,
    SELLER_NAME: setting,
    SELLER_ADDRESS: setting,
    SELLER_GSTIN: setting,
    SELLER_STATE: setting,
    GST_RATE_PERCENT: setting.transform((value, ctx) => {
      if (value === undefined) return 18;
      const rate = Number(value);
      if (!Number.isFinite(rate) || rate < 0 || rate > 50)
        ctx.addIssue({ code: 'custom', message: `GST_RATE_PERCENT must be a percentage, got "${value}"` });
      return rate;
    }),
  })
  .transform((env): AppConfig => {
    if (env.DATABASE_REPLICA_URLS.length && !env.DATABASE_URL)
      throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL: read replicas are PostgreSQL streaming replicas');
    const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
    return {
      env: env.NODE_ENV,
      host: env.HOST ?? '0.0.0.0',
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      sqlitePath: path.resolve(dataDir, env.SQLITE_FILE ?? 'app.db'),
      logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
      publicUrl: env.PUBLIC_URL,
      dataDir,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      otpSecret: env.OTP_SECRET,
      smsProvider: env.SMS_PROVIDER ?? 'dev',
      msg91: {
        authKey: env.MSG91_AUTH_KEY,
        templateId: env.MSG91_TEMPLATE_ID,
        templateIds: env.MSG91_TEMPLATE_IDS,
        baseUrl: env.MSG91_BASE_URL ?? 'https://control.msg91.com',
      },
      allowDevProviders: env.ALLOW_DEV_PROVIDERS,
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
      insightsFlushMs: env.INSIGHTS_FLUSH_MS,
      dbStatementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      sqliteReadWorkers: env.SQLITE_READ_WORKERS,
      databaseReplicaUrls: env.DATABASE_REPLICA_URLS,
      databaseReplicaMaxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
      payments: {
        razorpay: {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          baseUrl: env.RAZORPAY_BASE_URL ?? 'https://api.razorpay.com',
        },
        sandboxSecret: env.SANDBOX_PAYMENTS_SECRET,
        allowSandbox: env.ALLOW_SANDBOX_PAYMENTS,
      },
      email: {
        provider: env.EMAIL_PROVIDER ?? (env.SMTP_URL ? 'smtp' : 'dev'),
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM ?? 'Apni Dukaan <no-reply@apnidukaan.in>',
        teamEmail: env.TEAM_EMAIL ?? 'support@apnidukaan.in',
        emailjs: {
          baseUrl: env.EMAILJS_BASE_URL ?? 'https://api.emailjs.com',
          serviceId: env.EMAILJS_SERVICE_ID,
          templateId: env.EMAILJS_TEMPLATE_ID,
          publicKey: env.EMAILJS_PUBLIC_KEY,
          privateKey: env.EMAILJS_PRIVATE_KEY,
        },
      },
      adminLinkSecret: env.ADMIN_LINK_SECRET,
      adminTotpKey: env.ADMIN_TOTP_KEY,
      metricsToken: env.METRICS_TOKEN,
      imageStore: imageStore(env),
      map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? DEFAULT_MAP_TILE_ATTRIBUTION },
      invoices: {
        sellerName: env.SELLER_NAME ?? 'Apni Dukaan',
        sellerAddress: env.SELLER_ADDRESS ?? 'Bengaluru, Karnataka',
        sellerGstin: env.SELLER_GSTIN ?? 'GSTIN not configured',
        sellerState: env.SELLER_STATE ?? 'Karnataka',
        gstRatePercent: env.GST_RATE_PERCENT,
      },
    };
  });

/** A setting the operator must fix: its message names the variable and what to write, and is all the start prints. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  let result;
  try {
    result = envSchema.safeParse(env);
  } catch (error) {
    // Checks that run while the settings are put together (TRUST_PROXY, IMAGE_STORE) throw their message.
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
  if (!result.success) throw new ConfigError(result.error.issues[0]?.message ?? 'The environment is not valid.');
  return result.data;
}
