import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CALLBACK_HOURS, MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import { type EnquiryInput } from '@local-shops/shared/enquiry';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import type { Database, EnquiryStatusColumn } from '../../db/schema.ts';
import { HttpError, TooManyRequestsError } from '../../lib/http-errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';

/** New enquiries one network may send in an hour (shop owners on one mobile carrier share addresses). */
export const ENQUIRIES_PER_NETWORK_HOUR = 10;

/** The notice to the team; the payload is the e-mail service template's parameters (SPEC.md section 7). */
export function enquiryNotice(input: EnquiryInput, at: Date) {
  return {
    subject: `Call-back request: ${input.shopName}`,
    body: [
      'A shop owner asked for a call back.',
      '',
      `Shop Name: ${input.shopName}`,
      `Owner's Name: ${input.ownersName}`,
      `Contact Number: ${input.contactNumber}`,
      `Received: ${at.toISOString()}`,
      '',
      `We promised to call within ${CALLBACK_HOURS} hours. Mark the enquiry in the review console once called.`,
    ].join('\n'),
    payload: { shopName: input.shopName, ownersName: input.ownersName, contactNumber: input.contactNumber },
  };
}

/**
 * Records an enquiry and queues its notice to the team in one transaction: the enquiry is kept
 * whatever happens to the mail later. A number with an open enquiry (new or called back) gets 409,
 * whatever the browser remembers.
 */
export async function createEnquiry(
  db: Db,
  input: EnquiryInput,
  network: string,
  teamEmail: string,
  now: Date,
): Promise<string> {
  const at = now.toISOString();
  const id = randomUUID();
  try {
    await db.kysely.transaction().execute(async (trx) => {
      await lockUntilCommit(db, trx, 'enquiry', input.contactNumber);
      const open = await trx
        .selectFrom('enquiries')
        .select('id')
        .where('contact_number', '=', input.contactNumber)
        .where('status', '<>', 'closed')
        .executeTakeFirst();
      if (open) throw new HttpError(409, MESSAGES.enquiryDuplicate);

      const since = new Date(now.getTime() - 60 * 60_000);
      const recent = await trx
        .selectFrom('enquiries')
        .select(['created_at'])
        .where('ip', '=', network)
        .where('created_at', '>', since.toISOString())
        .orderBy('created_at', 'asc')
        .execute();
      if (recent.length >= ENQUIRIES_PER_NETWORK_HOUR) {
        const oldest = new Date(recent[0]!.created_at).getTime();
        throw new TooManyRequestsError(
          REVIEW_MESSAGES.enquiryTooMany,
          Math.max(1, Math.ceil((oldest + 60 * 60_000 - now.getTime()) / 1000)),
        );
      }

      await trx
        .insertInto('enquiries')
        .values({
          id,
          shop_name: input.shopName,
          owners_name: input.ownersName,
          contact_number: input.contactNumber,
          status: 'new',
          ip: network,
          note: null,
          created_at: at,
          updated_at: at,
          called_back_at: null,
          closed_at: null,
        })
        .execute();
      await enqueueMessage(trx, { channel: 'email', recipient: teamEmail, ...enquiryNotice(input, now) }, now);
    });
  } catch (error) {
    // The partial unique index is the last word when two requests race.
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.enquiryDuplicate);
    throw error;
  }
  return id;
}

/** The states an enquiry moves from: new -> called back -> closed, or new -> closed. */
const MOVES_FROM: Record<'called_back' | 'closed', EnquiryStatusColumn[]> = {
  called_back: ['new'],
  closed: ['new', 'called_back'],
};

/**
 * The console's move of an enquiry, in its transaction (decision 0062); false when the enquiry is
 * missing or not in a state it moves from.
 */
export async function moveEnquiryStatus(
  k: Kysely<Database>,
  id: string,
  to: 'called_back' | 'closed',
  note: string | undefined,
  at: string,
): Promise<boolean> {
  const moved = await k
    .updateTable('enquiries')
    .set({
      status: to,
      updated_at: at,
      ...(to === 'called_back' ? { called_back_at: at } : { closed_at: at }),
      ...(note ? { note } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', MOVES_FROM[to])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
