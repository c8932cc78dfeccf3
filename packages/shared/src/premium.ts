/**
 * The Premium rules, shared by the directory (the Verified badge) and payments (the plan's end).
 * A plan is a stored end date: it lapses by itself, no job has to run.
 */

/** The plan is active while its end is in the future. Compared as instants, whatever the ISO form. */
export function isPremiumActive(premiumUntil: string | null, nowIso: string): boolean {
  return premiumUntil !== null && Date.parse(premiumUntil) > Date.parse(nowIso);
}

/** The Verified badge: an approved claim (the listing is claimed) with an active Premium plan. */
export function isVerified(isClaimed: boolean, premiumUntil: string | null, nowIso: string): boolean {
  return isClaimed && isPremiumActive(premiumUntil, nowIso);
}

/**
 * The plan's end after a payment at `now`: a year after the later of now and the current end, so
 * an early renewal loses no day. Calendar year in UTC (29 February moves to 1 March).
 */
export function extendPremiumUntil(currentUntil: string | null, now: Date): string {
  const current = currentUntil === null ? null : new Date(currentUntil);
  const from = current && current.getTime() > now.getTime() ? current : now;
  const end = new Date(from.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end.toISOString();
}
