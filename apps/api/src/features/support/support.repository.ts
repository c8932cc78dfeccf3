import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Stores the console's answer to a question, in its transaction (decision 0062: support_requests
 * has one writer); false when it was answered already.
 */
export async function answerSupportRequest(
  k: Kysely<Database>,
  id: string,
  answer: { reply: string; adminId: string },
  at: string,
): Promise<boolean> {
  const updated = await k
    .updateTable('support_requests')
    .set({ reply: answer.reply, replied_at: at, replied_by: answer.adminId })
    .where('id', '=', id)
    .where('replied_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
