import { z } from 'zod';

export { SUPPORT_OPEN_MAX } from '../limits.ts';
export { SUPPORT_MESSAGES } from '../locales/en/rules.ts';
export { SUPPORT_TEXT } from '../locales/en/owner.ts';

/**
 * Dedicated support (issue 11): an owner's 'Help' message from the dashboard, the console's inbox
 * (Premium first, against 4 working hours; free owners against 2 working days) and its reply,
 * which reaches the owner by SMS and on the dashboard. A subpath of its own.
 */
export const SUPPORT_MESSAGE_MAX = 1000;
/** Working hours: Monday to Saturday, 10:00 to 18:00 India time. */
export const SUPPORT_WORKDAY = { startHour: 10, endHour: 18 } as const;
export const PREMIUM_TARGET_WORKING_HOURS = 4;
export const FREE_TARGET_WORKING_HOURS = 2 * (SUPPORT_WORKDAY.endHour - SUPPORT_WORKDAY.startHour);

export const supportRequestSchema = z.object(
  {
    shopId: z.string().max(64, 'shopId is not valid.').optional(),
    message: z
      .string({ error: 'Please write your question.' })
      .trim()
      .min(1, 'Please write your question.')
      .max(SUPPORT_MESSAGE_MAX, `Your message can be at most ${SUPPORT_MESSAGE_MAX} characters.`),
  },
  { error: 'The request is not valid.' },
);

export const supportReplySchema = z.object(
  {
    reply: z
      .string({ error: 'Please write a reply.' })
      .trim()
      .min(1, 'Please write a reply.')
      .max(SUPPORT_MESSAGE_MAX, `The reply can be at most ${SUPPORT_MESSAGE_MAX} characters.`),
  },
  { error: 'The request is not valid.' },
);

/** Query of GET /admin/support: `links.next` carries the cursor (the console's lists page alike). */
export const adminSupportQuerySchema = z.object(
  { cursor: z.string({ error: 'cursor is not valid.' }).max(500, 'cursor is not valid.').optional() },
  { error: 'The request is not valid.' },
);

export interface OwnerSupportRequest {
  id: string;
  shopId: string | null;
  message: string;
  createdAt: string;
  dueAt: string;
  reply: string | null;
  repliedAt: string | null;
}

export interface AdminSupportRequest extends OwnerSupportRequest {
  mobileNumber: string;
  shopName: string | null;
  premium: boolean;
  overdue: boolean;
}

const IST_MS = 330 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * The moment `hours` working hours after `from`: Monday to Saturday, 10:00 to 18:00 in India
 * (no public holidays). A message sent outside working hours starts the clock at the next opening.
 */
export function addWorkingHours(from: Date, hours: number): Date {
  let remaining = hours * HOUR_MS;
  // Work in India's wall-clock time (no daylight saving), shifted back at the end.
  let t = from.getTime() + IST_MS;
  for (let guard = 0; guard < 60 && remaining > 0; guard++) {
    const day = new Date(t);
    const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const open = dayStart + SUPPORT_WORKDAY.startHour * HOUR_MS;
    const close = dayStart + SUPPORT_WORKDAY.endHour * HOUR_MS;
    if (day.getUTCDay() === 0 || t >= close) {
      t = dayStart + 24 * HOUR_MS + SUPPORT_WORKDAY.startHour * HOUR_MS;
      continue;
    }
    if (t < open) t = open;
    const step = Math.min(remaining, close - t);
    t += step;
    remaining -= step;
  }
  return new Date(t - IST_MS);
}
