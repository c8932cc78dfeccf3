import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';
import { BRAND_NAME, REVIEW_MESSAGES } from '@local-shops/shared';
import { ADMIN_ENROL_PAGE, type AdminEnrolment, type AdminEnrolmentDone } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { countAttempt } from '../../lib/request-limits.ts';

/**
 * TOTP two-factor of the console (RFC 6238, decision 0056): 6 digits, 30 s, SHA-1 — what every
 * authenticator app reads from a QR code. A code of the step before or after is accepted (clocks
 * drift), and only once: the step accepted is stored and no code of it or of an earlier step works.
 */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_COUNT = 10;
/** An enrolment link works this long, once. */
export const ENROLMENT_LINK_HOURS = 72;
/** Wrong codes one enrolment link may take in ENROLMENT_WINDOW_MS. */
const MAX_ENROLMENT_CODES = 10;
const ENROLMENT_WINDOW_MS = 15 * 60_000;
const ISSUER = `${BRAND_NAME} console`;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Seals TOTP secrets at rest: AES-256-GCM under ADMIN_TOTP_KEY when it is set, so that a copy of
 * the database (a backup) does not give away the second factor. Without the key a secret is kept
 * as it is, marked 'plain.' (development and tests; production warns at start). The mark lets a
 * key be added later: sealed and plain secrets are both read.
 */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function secretBox(key: string | undefined): SecretBox {
  const aesKey = key ? createHash('sha256').update(`admin-totp|${key}`).digest() : undefined;
  return {
    seal(secret) {
      if (!aesKey) return `plain.${secret}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (sealed.startsWith('plain.')) return sealed.slice('plain.'.length);
      if (!sealed.startsWith('v1.') || !aesKey)
        throw new Error(
          'A two-factor secret is sealed and ADMIN_TOTP_KEY is not set (or not the one it was sealed with).',
        );
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const totpOf = (secretBase32: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** The time step of a right code (now's, the one before or the one after), or null. */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

// Recovery codes: 10 letters and digits that cannot be misread (no 0/o, 1/l/i), about 49 bits each.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_PATTERN = /^[a-hjkmnp-z2-9]{10}$/;

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The recovery code typed (any case, spaces and dashes ignored), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return RECOVERY_PATTERN.test(code) ? code : null;
}
/** Recovery codes are random (49 bits) and tried under the sign-in limits: a plain hash is enough at rest. */
export const hashRecoveryCode = (normalised: string) => sha256(`admin-recovery|${normalised}`);

/** Marks a recovery code of the account used; true when it was there and unused (each works once, even in parallel). */
export async function useRecoveryCode(db: Db, adminId: string, input: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const result = await db.kysely
    .updateTable('admin_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Accepts a TOTP code of the account once: the step is stored by a conditional UPDATE, so the same
 * code sent twice (or in parallel) passes once. True when accepted.
 */
export async function useTotpCode(
  db: Db,
  box: SecretBox,
  admin: { id: string; totpSecret: string },
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchTotp(box.open(admin.totpSecret), code, now);
  if (step === null) return false;
  const result = await db.kysely
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', admin.id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A one-time enrolment link for the account, under PUBLIC_URL: printed by `npm run admin:create`.
 * Only its hash is stored; the account's earlier unused links stop working.
 */
export async function issueEnrolmentLink(db: Db, adminId: string, publicUrl: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .deleteFrom('admin_enrolment_tokens')
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute();
  await db.kysely
    .insertInto('admin_enrolment_tokens')
    .values({
      id: sha256(token),
      admin_id: adminId,
      pending_secret: null,
      expires_at: new Date(now.getTime() + ENROLMENT_LINK_HOURS * 3600_000).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return `${publicUrl}${ADMIN_ENROL_PAGE}?token=${token}`;
}

const linkInvalid = () => new HttpError(404, REVIEW_MESSAGES.adminEnrolmentLinkInvalid);

async function liveToken(db: Db, token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) throw linkInvalid();
  const row = await db.kysely
    .selectFrom('admin_enrolment_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'admin_enrolment_tokens.admin_id')
    .select([
      'admin_enrolment_tokens.id',
      'admin_enrolment_tokens.admin_id',
      'admin_enrolment_tokens.pending_secret',
      'admin_users.email',
    ])
    .where('admin_enrolment_tokens.id', '=', sha256(token))
    .where('admin_enrolment_tokens.used_at', 'is', null)
    .where('admin_enrolment_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) throw linkInvalid();
  return row;
}

/**
 * Opens an enrolment link: a new secret for it (the same one again when the page is reloaded), its
 * QR code as an SVG data URL (drawn here, so the browser loads no QR library) and the secret as text.
 */
export async function startEnrolment(db: Db, box: SecretBox, token: string, now: Date): Promise<AdminEnrolment> {
  const row = await liveToken(db, token, now);
  let secret = row.pending_secret ? box.open(row.pending_secret) : null;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await db.kysely
      .updateTable('admin_enrolment_tokens')
      .set({ pending_secret: box.seal(secret) })
      .where('id', '=', row.id)
      .where('pending_secret', 'is', null)
      .execute();
    // A parallel opening may have stored its own first: show the one that was kept.
    const kept = await db.kysely
      .selectFrom('admin_enrolment_tokens')
      .select('pending_secret')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    secret = box.open(kept.pending_secret!);
  }
  const url = totpOf(secret, row.email).toString();
  const qr = qrcode(0, 'M');
  qr.addData(url);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
  return {
    email: row.email,
    secret,
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms an enrolment with a code of the new secret: the secret becomes the account's (replacing
 * an earlier one), the link is used up, and ten new recovery codes are made. They are returned
 * this once; only their hashes are kept.
 */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  token: string,
  code: string,
  now: Date,
): Promise<AdminEnrolmentDone & { adminId: string }> {
  const row = await liveToken(db, token, now);
  if (!row.pending_secret) throw linkInvalid();
  const tries = await countAttempt(db, `enrol:${row.id}`, ENROLMENT_WINDOW_MS, now);
  if (tries.count > MAX_ENROLMENT_CODES)
    throw new HttpError(429, (t) =>
      t(REVIEW_MESSAGES).adminLockedOut(Math.max(1, Math.ceil((tries.windowEndsAt - now.getTime()) / 60_000))),
    );
  const step = matchTotp(box.open(row.pending_secret), code.trim(), now);
  if (step === null) throw new HttpError(400, REVIEW_MESSAGES.adminCodeWrong);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('admin_enrolment_tokens')
      .set({ used_at: at })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw linkInvalid();
    await trx
      .updateTable('admin_users')
      .set({ totp_secret: row.pending_secret, totp_enrolled_at: at, totp_last_step: step, updated_at: at })
      .where('id', '=', row.admin_id)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', row.admin_id).execute();
    await trx
      .insertInto('admin_recovery_codes')
      .values(
        codes.map((c) => ({
          id: randomUUID(),
          admin_id: row.admin_id,
          code_hash: hashRecoveryCode(normaliseRecoveryCode(c)!),
          used_at: null,
          created_at: at,
        })),
      )
      .execute();
    await trx
      .deleteFrom('admin_enrolment_tokens')
      .where('admin_id', '=', row.admin_id)
      .where('used_at', 'is', null)
      .execute();
  });
  return { adminId: row.admin_id, recoveryCodes: codes };
}
