import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  CLAIM_REVIEW_TARGET_HOURS,
  formatDate as formatInLocale,
  PREMIUM_RENEWAL_WINDOW_DAYS,
} from '@local-shops/shared';
import { INSIGHTS_TEXT } from '@local-shops/shared/insights';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { OFFER_TEXT } from '@local-shops/shared/offers';
import { OWNER_TEXT, type OwnerShop } from '@local-shops/shared/owner';
import { localeNow, textsNow, useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { PATHS } from '../../lib/paths.ts';

// Reviews load only when the owner opens them.
const OwnerReviews = lazy(() => import('./owner-reviews.tsx').then((m) => ({ default: m.OwnerReviews })));

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long ago, as the owner would say it ('3 hours ago'). */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor(Math.max(0, now - Date.parse(iso)) / MINUTE);
  if (minutes < 1) return textsNow(OWNER_TEXT).justNow;
  if (minutes < 60) return textsNow(OWNER_TEXT).minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return textsNow(OWNER_TEXT).hoursAgo(hours);
  return textsNow(OWNER_TEXT).daysAgo(Math.floor(hours / 24));
}

/** A plan's end as a date in India ('1 June 2027'). */
export const formatDate = (iso: string) =>
  formatInLocale(new Date(iso), localeNow(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

function premiumLabel(premium: OwnerShop['premium']): string {
  switch (premium.status) {
    case 'none':
      return textsNow(OWNER_TEXT).premiumNone;
    case 'awaiting_approval':
      return textsNow(OWNER_TEXT).premiumAwaiting;
    case 'active':
      return premium.until
        ? textsNow(OWNER_TEXT).premiumActiveUntil(formatDate(premium.until))
        : textsNow(OWNER_TEXT).premiumNone;
    case 'expired':
      return textsNow(OWNER_TEXT).premiumExpired;
    case 'refunded':
      return textsNow(OWNER_TEXT).premiumRefunded;
  }
}

/**
 * The subscribe page's action for this plan, if it would take a payment: the server refuses a
 * rejected claimant (403) and a renewal before the last 30 days (409), so neither is offered.
 */
function planAction({ claim, premium }: OwnerShop, now: number): string | null {
  if (claim.status === 'rejected') return null;
  if (premium.status === 'none' || premium.status === 'expired' || premium.status === 'refunded')
    return textsNow(OWNER_TEXT).subscribe;
  if (
    premium.status === 'active' &&
    premium.until &&
    Date.parse(premium.until) - now <= PREMIUM_RENEWAL_WINDOW_DAYS * DAY
  )
    return textsNow(OWNER_TEXT).renew;
  return null;
}

/** One shop on the dashboard: its claim, its plan, and only the actions that work in that state. */
export function OwnerShopCard({ item, now }: { item: OwnerShop; now: number }) {
  const ownerText = useTexts(OWNER_TEXT);
  const insightsText = useTexts(INSIGHTS_TEXT);
  const offerText = useTexts(OFFER_TEXT);
  const coinsText = useTexts(COINS_OWNER_TEXT);
  const { shop, claim, premium } = item;
  const action = planAction(item, now);
  const headingId = `owner-shop-${shop.id}`;
  const [reviewsOpen, setReviewsOpen] = useState(false);
  return (
    <li className="owner-shop" aria-labelledby={headingId}>
      <h2 className="owner-shop__name" id={headingId}>
        {shop.name}
        {shop.isVerified ? <span className="owner-tag owner-tag--verified">{ownerText.verified}</span> : null}
      </h2>
      <dl className="owner-shop__facts">
        <div>
          <dt>{ownerText.claim}</dt>
          <dd>
            {claim.status === 'pending_review' ? (
              <>
                <span className="owner-tag owner-tag--pending">{ownerText.pendingReview}</span>
                <span className="owner-shop__note">
                  {ownerText.reviewPromise(CLAIM_REVIEW_TARGET_HOURS)}{' '}
                  {ownerText.submittedAgo(timeAgo(claim.submittedAt, now))}
                </span>
              </>
            ) : claim.status === 'approved' ? (
              <span className="owner-tag owner-tag--approved">{ownerText.approved}</span>
            ) : (
              <>
                <span className="owner-tag owner-tag--rejected">{ownerText.notApproved}</span>
                {claim.reason ? <span className="owner-shop__note">{ownerText.reason(claim.reason)}</span> : null}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{ownerText.premium}</dt>
          <dd>
            <span className={`owner-tag owner-tag--premium-${premium.status}`}>{premiumLabel(premium)}</span>
            {premium.status === 'awaiting_approval' ? (
              <span className="owner-shop__note">{ownerText.premiumAwaitingNote}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="owner-shop__actions">
        <Link className="button" to={PATHS.shop(shop.id)}>
          {ownerText.viewShop}
        </Link>
        {claim.status === 'approved' ? (
          <>
            <Link className="button" to={PATHS.editListing(shop.id)}>
              {ownerText.editListing}
            </Link>
            <Link className="button" to={PATHS.dashboardInsights(shop.id)}>
              {insightsText.insights}
            </Link>
            <Link className="button" to={PATHS.dashboardOffers(shop.id)}>
              {offerText.title}
            </Link>
            <Link className="button" to={PATHS.dashboardCoins(shop.id)}>
              {coinsText.manage}
            </Link>
            <Link className="button" to={PATHS.dashboardProducts(shop.id)}>
              Price list
            </Link>
          </>
        ) : null}
        {/* Claiming again happens on the shop page, while nobody else's claim was approved. */}
        {claim.status === 'rejected' && !shop.isClaimed ? (
          <Link className="button button--primary" to={PATHS.shop(shop.id)}>
            {ownerText.submitAgain}
          </Link>
        ) : null}
        {action ? (
          <Link className="button button--primary" to={PATHS.subscribe(shop.id)}>
            {action}
          </Link>
        ) : null}
        {claim.status === 'approved' ? (
          <button
            type="button"
            className="button"
            aria-expanded={reviewsOpen}
            onClick={() => setReviewsOpen((open) => !open)}
          >
            {ownerText.reviews}
          </button>
        ) : null}
      </div>
      {item.invoices.length > 0 ? (
        <div className="owner-shop__invoices">
          <h3>{ownerText.invoices}</h3>
          <ul>
            {item.invoices.map((invoice) => (
              <li key={invoice.orderId}>
                {/* A PDF the API answers to this number's session only. */}
                <a href={ownerApi.invoiceLink(invoice.orderId)} target="_blank" rel="noopener noreferrer">
                  {ownerText.invoiceLink(invoice.invoiceNumber)}
                </a>{' '}
                <span className="owner-shop__note">{formatDate(invoice.paidAt)}</span>
                {/* A refund keeps the invoice, marked, and adds its GST credit note (decision 0058). */}
                {invoice.refunded ? (
                  <>
                    {' '}
                    <span className="owner-shop__note">{ownerText.invoiceRefunded}</span>
                  </>
                ) : null}
                {invoice.creditNoteNumber ? (
                  <>
                    {' '}
                    <a href={ownerApi.creditNoteLink(invoice.orderId)} target="_blank" rel="noopener noreferrer">
                      {ownerText.creditNoteLink(invoice.creditNoteNumber)}
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reviewsOpen ? (
        <Suspense fallback={null}>
          <OwnerReviews shopId={shop.id} />
        </Suspense>
      ) : null}
    </li>
  );
}
