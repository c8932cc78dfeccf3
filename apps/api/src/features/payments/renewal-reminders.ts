import type { Db } from '../../db/database.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { formatPlanDate } from './premium-plan.ts';

/** Days before a plan's end on which the owner is reminded to renew (issue 10). */
export const REMINDER_DAYS = [30, 7, 1] as const;
const DAY_MS = 24 * 3600_000;

/**
 * Queues the renewal SMS that are due: for each plan ending within 30 days, the reminder of the
 * nearest threshold not passed yet (a run that comes late sends the one that still fits, not
 * every missed one). Each (shop, plan end, threshold) is recorded in `premium_reminders` in the
 * same transaction as its SMS, so any number of runs and instances send it once; a renewal moves
 * the plan end and starts a fresh set. Answers how many were queued.
 */
export async function queueRenewalReminders(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS).toISOString();
  const plans = await db.kysely
    .selectFrom('shops')
    .select(['id', 'name', 'premium_until', 'owner_contact_number'])
    .where('premium_until', 'is not', null)
    .where('premium_until', '>', at)
    .where('premium_until', '<=', horizon)
    .where('is_claimed', '=', true)
    .execute();
  let queued = 0;
  for (const plan of plans) {
    if (!plan.premium_until || !plan.owner_contact_number) continue;
    const until = new Date(plan.premium_until);
    const left = until.getTime() - now.getTime();
    const days = [...REMINDER_DAYS].reverse().find((d) => left <= d * DAY_MS);
    if (days === undefined) continue;
    const recipient = plan.owner_contact_number;
    const sent = await db.kysely.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('premium_reminders')
        .values({ shop_id: plan.id, premium_until: until.toISOString(), days_before: days, sent_at: at })
        .onConflict((oc) => oc.columns(['shop_id', 'premium_until', 'days_before']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await enqueueSms(trx, recipient, 'premiumReminder', [plan.name, formatPlanDate(until)], now);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
