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

const REASON_LABEL: Record<AdminReviewQueueReason, string> = {
  link: 'Has a link',
  phone: 'Has a phone number',
  blocklist: 'Blocklisted word',
  reported: 'Reported',
};

/** Publish (with an optional note) or remove (with a reason) one queued review. */
function Decision({ review, onDone }: { review: AdminReviewItem; onDone: () => void }) {
  const id = useId();
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
      toast.success(decision === 'publish' ? 'Review published.' : 'Review removed.');
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
      <label htmlFor={`${id}-reason`}>Reason (required to remove)</label>
      <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <div className="admin-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void decide('publish')}>
          {review.status === 'published' ? 'Keep published' : 'Publish'}
        </button>
        <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
          Remove
        </button>
      </div>
    </form>
  );
}

/** Shoppers' reviews waiting for a moderator (links, phone numbers, blocklisted words, reports), oldest first. */
export function AdminReviewsPage() {
  useDocumentTitle('Reviews');
  const list = useAdminList<AdminReviewItem>(ADMIN_API_PATHS.reviews);
  const { items, error, reload } = list;
  return (
    <section>
      <h1>Reviews to moderate</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">No reviews are waiting.</p>}
      {items && items.length > 0 && (
        <ul className="admin-reviews">
          {items.map((review) => (
            <li key={review.id} className="admin-review">
              <p className="admin-review__head">
                <span className="admin-tag admin-tag--danger">{REASON_LABEL[review.queueReason]}</span>
                <a href={PATHS.shop(review.shopId)} target="_blank" rel="noreferrer">
                  {review.shopName}
                </a>
                <span className="admin-sub">
                  {review.rating} of 5 · {review.mobileNumber} · queued {formatDateTime(review.queuedAt)} · {review.status === 'published' ? 'visible while queued' : 'hidden until published'}
                </span>
              </p>
              {review.text ? <p className="admin-review__text">{review.text}</p> : <p className="admin-sub">(no text)</p>}
              {review.photos.length > 0 && (
                <p className="admin-review__photos">
                  {review.photos.map((src, index) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt={`Photo ${index + 1}`} width={96} height={96} />
                    </a>
                  ))}
                </p>
              )}
              <Decision review={review} onDone={reload} />
            </li>
          ))}
        </ul>
      )}
      <ListFooter list={list} noun="reviews" />
    </section>
  );
}
