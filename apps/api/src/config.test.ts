import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('flushes insight counters every 5 s unless INSIGHTS_FLUSH_MS says otherwise, and names a bad value', () => {
    expect(loadConfig({}).insightsFlushMs).toBe(5000);
    expect(loadConfig({ INSIGHTS_FLUSH_MS: '200' }).insightsFlushMs).toBe(200);
    expect(() => loadConfig({ INSIGHTS_FLUSH_MS: 'soon' })).toThrow(
      'INSIGHTS_FLUSH_MS must be milliseconds from 50 to 600000, got "soon"',
    );
    expect(() => loadConfig({ INSIGHTS_FLUSH_MS: '10' })).toThrow(/INSIGHTS_FLUSH_MS/);
  });

  it('gives SQLite two reader threads on a machine of several cores unless SQLITE_READ_WORKERS says otherwise', () => {
    expect(loadConfig({}).sqliteReadWorkers).toBe(availableParallelism() > 1 ? 2 : 0);
    expect(loadConfig({ SQLITE_READ_WORKERS: '0' }).sqliteReadWorkers).toBe(0);
    expect(loadConfig({ SQLITE_READ_WORKERS: '4' }).sqliteReadWorkers).toBe(4);
    expect(() => loadConfig({ SQLITE_READ_WORKERS: 'many' })).toThrow(
      'SQLITE_READ_WORKERS must be a whole number from 0 to 16, got "many"',
    );
    expect(() => loadConfig({ SQLITE_READ_WORKERS: '17' })).toThrow(/SQLITE_READ_WORKERS/);
  });

  it('reads one MSG91 flow per SMS and language, and names a bad entry', () => {
    expect(loadConfig({}).msg91.templateIds).toEqual({});
    expect(
      loadConfig({ MSG91_TEMPLATE_IDS: 'otp/en=1107001, otp/hi=1107002,claimApproved/hi=1107003' }).msg91.templateIds,
    ).toEqual({
      'otp/en': '1107001',
      'otp/hi': '1107002',
      'claimApproved/hi': '1107003',
    });
    expect(() => loadConfig({ MSG91_TEMPLATE_IDS: 'otp=1107001' })).toThrow(
      'MSG91_TEMPLATE_IDS takes entries like otp/hi=<flow id>, separated by commas; got "otp=1107001"',
    );
  });

  it('runs on the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      smsProvider: 'dev',
      allowDevProviders: false,
      payments: {
        razorpay: { keyId: undefined, baseUrl: 'https://api.razorpay.com' },
        sandboxSecret: undefined,
        allowSandbox: false,
      },
      email: { provider: 'dev', from: 'Apni Dukaan <no-reply@apnidukaan.in>', teamEmail: 'support@apnidukaan.in' },
    });
    expect(path.basename(config.sqlitePath)).toBe('app.db');
    expect(path.dirname(config.sqlitePath)).toBe(config.dataDir);
  });

  it('reads each variable, and treats an empty one as unset', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '9090',
      DATABASE_URL: '',
      OTP_SECRET: '',
      SMS_PROVIDER: '',
      SMTP_URL: 'smtp://mail.example.test:25',
      TRUST_PROXY: '10.0.0.0/8',
      ALLOW_SANDBOX_PAYMENTS: 'yes',
      SQLITE_FILE: 'other.db',
    });
    expect(config).toMatchObject({
      env: 'test',
      port: 9090,
      databaseUrl: undefined,
      otpSecret: undefined,
      logLevel: 'silent',
      smsProvider: 'dev',
      trustProxy: ['10.0.0.0/8'],
      payments: { allowSandbox: false },
      email: { provider: 'smtp', smtpUrl: 'smtp://mail.example.test:25' },
    });
    expect(path.basename(config.sqlitePath)).toBe('other.db');
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number, got "eighty"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a port number, got "70000"');
    expect(() => loadConfig({ SMS_PROVIDER: 'fax', EMAIL_PROVIDER: 'fax' })).toThrow(
      'SMS_PROVIDER must be one of dev, msg91, got "fax"',
    );
  });
});
