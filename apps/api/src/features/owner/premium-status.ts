import type { OwnerClaimStatus, OwnerPremiumStatus } from '@local-shops/shared/owner';

/** What the dashboard knows about one shop's plan, as far as this number paid for it. */
export interface PremiumFacts {
  claimStatus: OwnerClaimStatus;
  /** This number's paid orders of the shop; `refunded` when a full refund took the order back. */
  paidOrders: { paidAt: string; refunded: boolean }[];
  /** shops.premium_until: the end of the shop's plan, whoever paid. */
  premiumUntil: string | null;
}

/**
 * The plan as the owner should read it. The one place that turns payment facts into a dashboard
 * state: when the payment rules change (Premium starting on approval, refunds on rejection),
 * this function changes with them.
 */
export function premiumOf(
  { claimStatus, paidOrders, premiumUntil }: PremiumFacts,
  now: Date,
): { status: OwnerPremiumStatus; until: string | null } {
  // A plan bought by another number is not this owner's.
  if (paidOrders.length === 0) return { status: 'none', until: null };
  const running = premiumUntil !== null && new Date(premiumUntil).getTime() > now.getTime();
  const latest = paidOrders.reduce((a, b) => (b.paidAt > a.paidAt ? b : a));
  if (latest.refunded && !running) return { status: 'refunded', until: null };
  if (claimStatus === 'pending_review') return { status: 'awaiting_approval', until: running ? premiumUntil : null };
  if (running) return { status: 'active', until: premiumUntil };
  return { status: 'expired', until: premiumUntil };
}
