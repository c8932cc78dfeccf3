import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminReviewItem, type AdminReviewQueueReason } from '@local-shops/shared/admin';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';
import { CONSOLE_MODERATION_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

const REASON_KEY = {
  link: 'reasonLink',
  phone: 'reasonPhone',
  blocklist: 'reasonBlocklist',
  reported: 'reasonReported',
} as const satisfies Record<AdminReviewQueueReason, keyof typeof CONSOLE_MODERATION_TEXT>;

/** Publish (with an optional note) or remove (with a reason) one queued review. */
function Decision({ review, onDone }: { review: AdminReviewItem; onDone: () => void }) {
  const id = useId();
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const { onSignedOut } = useAdminContext();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: 'publish' | 'remove', event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminApi.moderateReview(review.id, decision, reason.trim());
      toast.success(decision === 'publish' ? m.reviewPublished : m.reviewRemoved);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-review__decision" onSubmit={(e) => void decide('remove', e)}>
      <label htmlFor={`${id}-reason`}>{m.removeReasonLabel}</label>
      <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <div className="admin-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void decide('publish')}>
          {review.status === 'published' ? m.keepPublished : m.publish}
        </button>
        <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
          {m.remove}
        </button>
      </div>
    </form>
  );
}

/** Shoppers' reviews waiting for a moderator (links, phone numbers, blocklisted words, reports), oldest first. */
export function AdminReviewsPage() {
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  useDocumentTitle(m.reviews);
  const list = useAdminList<AdminReviewItem>(ADMIN_API_PATHS.reviews);
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{m.reviewsTitle}</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{m.noReviews}</p>}
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
                  {m.ratingOf(review.rating)} · {review.mobileNumber} · {m.queuedAt(formatDateTime(review.queuedAt))} · {review.status === 'published' ? m.visibleWhileQueued : m.hiddenUntilPublished}
                </span>
              </p>
              {review.text ? <p className="admin-review__text">{review.text}</p> : <p className="admin-sub">{m.noText}</p>}
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
