import { DEFAULT_LOCALE, SMS_TEXTS, isLocale, type Locale } from '@local-shops/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMessage } from './outbox.ts';
import { textsIn } from './texts.ts';

type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * SMS follow the language in which their number last used the product (issue 13, decision 0046):
 * sending an OTP, asking for a call back and opening the dashboard record it.
 */
export async function rememberLanguage(k: Queryable, mobileNumber: string, locale: Locale, now: Date): Promise<void> {
  await k
    .insertInto('number_languages')
    .values({ mobile_number: mobileNumber, locale, updated_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .column('mobile_number')
        .doUpdateSet({ locale, updated_at: now.toISOString() })
        // Nothing is written when the language is already the one recorded.
        .where('number_languages.locale', '<>', locale),
    )
    .execute();
}

export async function languageOf(k: Queryable, mobileNumber: string): Promise<Locale> {
  const row = await k.selectFrom('number_languages').select('locale').where('mobile_number', '=', mobileNumber).executeTakeFirst();
  return row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

/** Queues an SMS written in the number's language: `enqueueSms(trx, number, (sms) => sms.claimApproved(name), now)`. */
export async function enqueueSms(k: Queryable, mobileNumber: string, write: (sms: typeof SMS_TEXTS) => string, now: Date): Promise<string> {
  const sms = textsIn(await languageOf(k, mobileNumber))(SMS_TEXTS);
  return enqueueMessage(k, { channel: 'sms', recipient: mobileNumber, body: write(sms) }, now);
}
