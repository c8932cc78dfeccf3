import { type AdminReviewItem, type AdminReviewQueueReason } from '@local-shops/shared/admin';
import { CONSOLE_MODERATION_TEXT } from '@local-shops/shared/locales/en/console';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, consoleReads, formatDateTime } from './admin-api.ts';
import { AdminQueueState } from './admin-table.tsx';
import { ReasonForm } from './reason-form.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const REASON_KEY = {
  link: 'reasonLink',
  phone: 'reasonPhone',
  blocklist: 'reasonBlocklist',
  reported: 'reasonReported',
} as const satisfies Record<AdminReviewQueueReason, keyof typeof CONSOLE_MODERATION_TEXT>;

/** Publish (with an optional note) or remove (with a reason) one queued review. */
function Decision({ review, onDone }: { review: AdminReviewItem; onDone: () => void }) {
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const decide = (decision: 'publish' | 'remove') => async (reason: string) => {
    await adminApi.moderateReview(review.id, decision, reason);
    toast.success(decision === 'publish' ? m.reviewPublished : m.reviewRemoved);
  };
  return (
    <ReasonForm
      className="admin-review__decision"
      label={m.removeReasonLabel}
      accept={{
        label: review.status === 'published' ? m.keepPublished : m.publish,
        plain: true,
        run: decide('publish'),
      }}
      refuse={{ label: m.remove, run: decide('remove') }}
      onDone={onDone}
    />
  );
}

/** Shoppers' reviews waiting for a moderator (links, phone numbers, blocklisted words, reports), oldest first. */
export function AdminReviewsPage() {
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  useDocumentTitle(m.reviews);
  const list = useAdminList(consoleReads.reviews());
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{m.reviewsTitle}</h1>
      <AdminQueueState items={items} error={error} empty={m.noReviews} />
      {items && items.length > 0 && (
        <ul className="admin-reviews">
          {items.map((review) => (
            <li key={review.id} className="admin-review">
              <p className="admin-review__head">
                <span className="admin-tag admin-tag--danger">{m[REASON_KEY[review.queueReason]]}</span>
                <a href={PATHS.shop(review.shopId)} target="_blank" rel="noreferrer">
                  {review.shopName}
                </a>
                <span className="admin-sub">
                  {m.ratingOf(review.rating)} · {review.mobileNumber} · {m.queuedAt(formatDateTime(review.queuedAt))} ·{' '}
                  {review.status === 'published' ? m.visibleWhileQueued : m.hiddenUntilPublished}
                </span>
              </p>
              {review.text ? (
                <p className="admin-review__text">{review.text}</p>
              ) : (
                <p className="admin-sub">{m.noText}</p>
              )}
              {review.photos.length > 0 && (
                <p className="admin-review__photos">
                  {review.photos.map((src, index) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt={m.photo(index + 1)} width={96} height={96} />
                    </a>
                  ))}
                </p>
              )}
              <Decision review={review} onDone={reload} />
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} noun={m.reviewsNoun} />
    </section>
  );
}
