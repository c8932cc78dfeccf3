import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable, Transaction } from 'kysely';
import { MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS, type Locale, type OtpPurpose } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import type { Database, OtpCodesTable } from '../../db/schema.ts';
import { badRequest, HttpError, TooManyRequestsError } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { rememberLanguage, smsMessage } from '../../lib/number-language.ts';
import type { SmsProvider } from '../../lib/sms-provider.ts';

// DESIGN.md section 4, the security baseline of one-time codes.
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Per number and network (decision 0027; DESIGN.md says per number, issue 9 wins). */
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
/** Per number from all networks together, in a window short enough that a stranger cannot hold a number off its codes for long. */
export const OTP_SENDS_PER_NUMBER_PER_WINDOW = 5;
export const OTP_NUMBER_WINDOW_MINUTES = 10;
export const OTP_SENDS_PER_NETWORK_PER_HOUR = 20;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Send-log rows and dead codes are kept a day (for support questions), then pruned. */
const KEEP_MS = 24 * HOUR_MS;

export interface OtpServiceDeps {
  db: Db;
  sms: SmsProvider;
  now: () => Date;
  /** Key of the code HMACs (OTP_SECRET). */
  secret: string;
}

export interface OtpTarget {
  purpose: OtpPurpose;
  mobileNumber: string;
  /** The shop a 'claim_listing' code is for. */
  subjectId?: string | null;
}

type OtpRow = Pick<Selectable<OtpCodesTable>, 'id' | 'code_hmac' | 'attempts' | 'expires_at' | 'used_at'>;

const iso = (ms: number) => new Date(ms).toISOString();
const time = (value: string) => new Date(value).getTime();
const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE_MS));

/** A dead code's reason, or undefined while it can still be tried. */
function deadReason(row: OtpRow, at: number): string | undefined {
  if (row.used_at !== null) return MESSAGES.otpAlreadyUsed;
  if (row.attempts >= OTP_MAX_ATTEMPTS) return MESSAGES.otpTooManyAttempts;
  if (time(row.expires_at) <= at) return MESSAGES.otpExpired;
  return undefined;
}

export function createOtpService({ db, sms, now, secret }: OtpServiceDeps) {
  // The HMAC binds the code to its purpose, number and subject: a code proves nothing else.
  const codeHmac = ({ purpose, mobileNumber, subjectId }: OtpTarget, code: string) =>
    createHmac('sha256', secret)
      .update(`${purpose}\n${mobileNumber}\n${subjectId ?? ''}\n${code}`)
      .digest('hex');

  /** When the `limit`-th newest matching send of the window leaves it; undefined if under the limit. */
  async function windowFullUntil(
    trx: Transaction<Database>,
    match: { mobile_number?: string; ip?: string },
    limit: number,
    windowMs: number,
    at: number,
  ) {
    let query = trx
      .selectFrom('otp_send_log')
      .select('created_at')
      .where('created_at', '>', iso(at - windowMs));
    if (match.mobile_number !== undefined) query = query.where('mobile_number', '=', match.mobile_number);
    if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
    const row = await query
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    return row ? time(row.created_at) + windowMs : undefined;
  }

  /** Checks the limits and stores the code and its send-log row, all under one lock per number and network. */
  async function reserve(target: OtpTarget & { ip: string; locale: Locale }, code: string, at: number) {
    const otpId = randomUUID();
    const logId = randomUUID();
    const { purpose, mobileNumber, ip } = target;
    await db.kysely.transaction().execute(async (trx) => {
      // Always the network first, then the number, so that two sends never wait on each other in a cycle.
      await lockUntilCommit(db, trx, 'otpSend', `ip:${ip}`);
      await lockUntilCommit(db, trx, 'otpSend', `number:${mobileNumber}`);
      const resendMs = OTP_RESEND_SECONDS * 1000;
      const last = await trx
        .selectFrom('otp_send_log')
        .select('created_at')
        .where('mobile_number', '=', mobileNumber)
        .where('purpose', '=', purpose)
        .where('created_at', '>', iso(at - resendMs))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last) {
        const seconds = Math.max(1, Math.ceil((time(last.created_at) + resendMs - at) / 1000));
        throw new TooManyRequestsError((t) => t(MESSAGES).otpResendTooSoon(seconds), seconds);
      }
      // Decision 0027: the hourly allowance of a number is per network, so a stranger's sends from
      // elsewhere do not spend the owner's; all networks together get 5 per 10 minutes, so no one
      // holds a number off its codes for longer than that.
      const perNetworkFreeAt = await windowFullUntil(
        trx,
        { mobile_number: mobileNumber, ip },
        OTP_SENDS_PER_NUMBER_PER_HOUR,
        HOUR_MS,
        at,
      );
      const overallFreeAt = await windowFullUntil(
        trx,
        { mobile_number: mobileNumber },
        OTP_SENDS_PER_NUMBER_PER_WINDOW,
        OTP_NUMBER_WINDOW_MINUTES * MINUTE_MS,
        at,
      );
      const numberFreeAt =
        perNetworkFreeAt === undefined ? overallFreeAt : Math.max(perNetworkFreeAt, overallFreeAt ?? 0);
      if (numberFreeAt !== undefined) {
        throw new TooManyRequestsError(
          (t) => t(MESSAGES).otpTooManyForNumber(minutesUntil(numberFreeAt - at)),
          Math.ceil((numberFreeAt - at) / 1000),
        );
      }
      const networkFreeAt = await windowFullUntil(trx, { ip }, OTP_SENDS_PER_NETWORK_PER_HOUR, HOUR_MS, at);
      if (networkFreeAt !== undefined) {
        throw new TooManyRequestsError(
          (t) => t(MESSAGES).otpTooManyFromNetwork(minutesUntil(networkFreeAt - at)),
          Math.ceil((networkFreeAt - at) / 1000),
        );
      }
      await rememberLanguage(trx, mobileNumber, target.locale, new Date(at));
      await trx
        .insertInto('otp_send_log')
        .values({ id: logId, mobile_number: mobileNumber, ip, purpose, created_at: iso(at) })
        .execute();
      await trx
        .insertInto('otp_codes')
        .values({
          id: otpId,
          purpose,
          mobile_number: mobileNumber,
          subject_id: target.subjectId ?? null,
          code_hmac: codeHmac(target, code),
          attempts: 0,
          created_at: iso(at),
          expires_at: iso(at + OTP_VALID_MINUTES * MINUTE_MS),
          used_at: null,
        })
        .execute();
    });
    return { otpId, logId };
  }

  async function prune(at: number) {
    await db.kysely
      .deleteFrom('otp_send_log')
      .where('created_at', '<', iso(at - KEEP_MS))
      .execute();
    await db.kysely
      .deleteFrom('otp_codes')
      .where('expires_at', '<', iso(at - KEEP_MS))
      .execute();
  }

  return {
    /**
     * Sends a new code to the number (it supersedes any earlier one). Answers the same whether
     * or not the number belongs to anyone. A provider failure spends none of the allowance.
     */
    async send(target: OtpTarget & { ip: string; locale: Locale; log: FastifyBaseLogger }): Promise<void> {
      const at = now().getTime();
      const ip = networkKey(target.ip);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const { otpId, logId } = await reserve({ ...target, ip }, code, at);
      try {
        const message = smsMessage(target.locale, 'otp', [code, OTP_VALID_MINUTES]);
        // `otp` as well: the name MSG91's OTP templates are often registered with.
        await sms.send(target.mobileNumber, message.body, { ...message.variables, otp: code });
      } catch (error) {
        target.log.error({ err: error, purpose: target.purpose }, 'OTP SMS not sent');
        await db.kysely.deleteFrom('otp_codes').where('id', '=', otpId).execute();
        await db.kysely.deleteFrom('otp_send_log').where('id', '=', logId).execute();
        throw new HttpError(502, MESSAGES.otpSendFailed);
      }
      await prune(at).catch((error: unknown) => target.log.warn({ err: error }, 'pruning old OTP rows failed'));
    },

    /** Checks a code against the newest one sent for the target and uses it up; throws a 400 saying why not. */
    async verify(target: OtpTarget & { code: string }): Promise<void> {
      const at = now().getTime();
      const subjectId = target.subjectId ?? null;
      const findNewest = () =>
        db.kysely
          .selectFrom('otp_codes')
          .select(['id', 'code_hmac', 'attempts', 'expires_at', 'used_at'])
          .where('mobile_number', '=', target.mobileNumber)
          .where('purpose', '=', target.purpose)
          .where((eb) => (subjectId === null ? eb('subject_id', 'is', null) : eb('subject_id', '=', subjectId)))
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst();
      const row = await findNewest();
      // As a wrong code: whether a code was sent to a number is not the caller's to learn.
      if (!row) throw badRequest(MESSAGES.otpIncorrect);
      const dead = deadReason(row, at);
      if (dead) throw badRequest(dead);

      // Take a try before comparing, in one statement: parallel guesses cannot exceed the limit.
      const tried = await db.kysely
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('attempts', '<', OTP_MAX_ATTEMPTS)
        .where('expires_at', '>', iso(at))
        .returning('attempts')
        .executeTakeFirst();
      if (!tried) {
        const fresh = await findNewest();
        throw badRequest((fresh && deadReason(fresh, at)) ?? MESSAGES.otpAlreadyUsed);
      }

      const expected = Buffer.from(row.code_hmac, 'hex');
      const given = Buffer.from(codeHmac(target, target.code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw badRequest(tried.attempts >= OTP_MAX_ATTEMPTS ? MESSAGES.otpTooManyAttempts : MESSAGES.otpIncorrect);
      }
      const used = await db.kysely
        .updateTable('otp_codes')
        .set({ used_at: iso(at) })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw badRequest(MESSAGES.otpAlreadyUsed);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
