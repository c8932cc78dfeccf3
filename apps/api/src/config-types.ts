import type { TrustProxy } from './lib/trust-proxy.ts';

/*
 * The application's settings as the code reads them (AppConfig) and their parts; config.ts reads
 * them from the environment.
 */

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
  /** PUBLIC_URL: the site's address as visitors see it (canonical links, sitemaps, link previews), without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** TRUST_PROXY: hop count or our proxies' addresses (lib/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** Key of the OTP HMACs (OTP_SECRET). Required in production; a per-process random key otherwise. */
  otpSecret: string | undefined;
  /** SMS_PROVIDER: 'dev' (the outbox, readable at /v1/dev/outbox) or 'msg91'. */
  smsProvider: SmsProviderName;
  msg91: {
    authKey: string | undefined;
    templateId: string | undefined;
    templateIds: Readonly<Record<string, string>>;
    baseUrl: string;
  };
  /** ALLOW_DEV_PROVIDERS=true lets production run on the dev outbox (a staging box, never a real one). */
  allowDevProviders: boolean;
  /** INSIGHTS_FLUSH_MS: how often counted shop events are written (a crash loses at most this much). */
  insightsFlushMs: number;
  /** DB_STATEMENT_TIMEOUT_MS: the time limit of each query of a public read (decision 0059); 0 turns it off. */
  dbStatementTimeoutMs: number;
  /** SQLITE_READ_WORKERS: threads that run SQLite's public reads beside the main one (decision 0089); 0 for none. */
  sqliteReadWorkers: number;
  /** DATABASE_REPLICA_URLS: PostgreSQL streaming replicas that serve public reads (decision 0082); empty for none. */
  databaseReplicaUrls: string[];
  /** DATABASE_REPLICA_MAX_LAG_MS: a replica further behind is skipped; also the read-your-writes window. */
  databaseReplicaMaxLagMs: number;
  /** GOOGLE_MAPS_API_KEY: address lookup through Google Geocoding; unset, an offline plus code answers. */
  googleMapsApiKey: string | undefined;
  /** Payments: Razorpay when RAZORPAY_KEY_ID is set, the sandbox checkout otherwise. */
  payments: PaymentsConfig;
  /** E-mail of team notices: SMTP when SMTP_URL is set, the REST e-mail service with EMAIL_PROVIDER=emailjs, else the dev outbox. */
  email: EmailConfig;
  /** ADMIN_LINK_SECRET: key of the signed image links of the review console. Required in production. */
  adminLinkSecret: string | undefined;
  /** ADMIN_TOTP_KEY: seals the console's two-factor secrets at rest (decision 0056); unset, they are stored as they are. */
  adminTotpKey: string | undefined;
  /** METRICS_TOKEN: /metrics answers only with this bearer token; unset, /metrics is off (404). */
  metricsToken: string | undefined;
  /** IMAGE_STORE: where uploaded images live, the private disk folder or an S3-compatible bucket. */
  imageStore: ImageStoreConfig;
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the map tiles the web app shows (decision 0041). */
  map: MapConfig;
  /** The seller on Premium tax invoices (SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, SELLER_STATE, GST_RATE_PERCENT). */
  invoices: InvoiceConfig;
}

export interface MapConfig {
  /** Leaflet URL template: {z}, {x}, {y}, and optionally {s} (sub-domains) and {r} (retina suffix). */
  tileUrl: string;
  attribution: string;
}

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

export interface InvoiceConfig {
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string;
  /** The seller's state: CGST + SGST for a shop in it, IGST otherwise. */
  sellerState: string;
  gstRatePercent: number;
}

export type ImageStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      pathStyle: boolean;
    };

export interface PaymentsConfig {
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    baseUrl: string;
  };
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

export const SMS_PROVIDERS = ['dev', 'msg91'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];
