import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_LOCALE, isLocale, SMS_TEXTS, type Locale } from '@local-shops/shared';
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
  const row = await k
    .selectFrom('number_languages')
    .select('locale')
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
  return row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

type SmsKey = keyof typeof SMS_TEXTS;

/**
 * An SMS in `locale`: its text, and the variables a DLT-registered template is filled with
 * (`template` names the SMS and language, 'claimApproved/hi'; `var1`... are its values in the
 * order the text function takes them; docs/sms-templates.md).
 */
export function smsMessage<K extends SmsKey>(
  locale: Locale,
  key: K,
  args: Parameters<(typeof SMS_TEXTS)[K]>,
): { body: string; variables: Record<string, string> } {
  const write = textsIn(locale)(SMS_TEXTS)[key] as (...values: unknown[]) => string;
  const variables: Record<string, string> = { template: `${key}/${locale}` };
  args.forEach((value, index) => (variables[`var${index + 1}`] = String(value)));
  return { body: write(...args), variables };
}

/** Queues an SMS in the number's language: `enqueueSms(trx, number, 'claimApproved', [shop.name], now)`. */
export async function enqueueSms<K extends SmsKey>(
  k: Queryable,
  mobileNumber: string,
  key: K,
  args: Parameters<(typeof SMS_TEXTS)[K]>,
  now: Date,
): Promise<string> {
  const { body, variables } = smsMessage(await languageOf(k, mobileNumber), key, args);
  return enqueueMessage(k, { channel: 'sms', recipient: mobileNumber, body, payload: variables }, now);
}
