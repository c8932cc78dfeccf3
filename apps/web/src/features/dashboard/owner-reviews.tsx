import { useEffect, useId, useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX, type ShopReview, type ShopReviewsPage } from '@local-shops/shared';
import { OWNER_REVIEW_TEXT } from '@local-shops/shared/locales/en/owner';
import { apiRequest } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { publicApi } from '../../lib/public-api.ts';
import { fetchApi } from '../../lib/route-client.ts';
import { toast } from '../../lib/toast.tsx';

export { OWNER_REVIEW_TEXT };

function ReplyForm({
  shopId,
  review,
  onSaved,
}: {
  shopId: string;
  review: ShopReview;
  onSaved: (review: ShopReview) => void;
}) {
  const reviewText = useTexts(OWNER_REVIEW_TEXT);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await ownerApi.replyToReview(shopId, review.id, { text });
      toast.success(reviewText.replied);
      onSaved({ ...review, reply: answer.reply });
      setOpen(false);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {review.reply ? reviewText.editReply : reviewText.reply}
      </button>
    );
  }
  return (
    <form className="owner-review__form" onSubmit={(e) => void save(e)}>
      <label htmlFor={`${id}-reply`}>{reviewText.yourReply}</label>
      <textarea
        id={`${id}-reply`}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="owner-shop__actions">
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {reviewText.cancel}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || text.trim() === ''}>
          {busy ? reviewText.saving : reviewText.save}
        </button>
      </div>
    </form>
  );
}

/** An approved owner's reviews of one shop (lazy-loaded), each with its one reply. */
export function OwnerReviews({ shopId }: { shopId: string }) {
  const reviewText = useTexts(OWNER_REVIEW_TEXT);
  const [items, setItems] = useState<ShopReview[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchApi(publicApi.shopReviews(shopId), controller.signal).then(
      (page) => {
        setItems(page.items);
        setNext(page.links.next);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(failure));
      },
    );
    return () => controller.abort();
  }, [shopId]);

  const more = async () => {
    if (!next) return;
    try {
      const page = await apiRequest<ShopReviewsPage>(next);
      setItems((current) => [...(current ?? []), ...page.items]);
      setNext(page.links.next);
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  };

  const saved = (review: ShopReview) =>
    setItems((current) => current?.map((r) => (r.id === review.id ? review : r)) ?? null);

  if (error) return <p role="alert">{error}</p>;
  if (!items) return null;
  return (
    <div className="owner-reviews">
      {items.length === 0 ? <p className="owner-shop__note">{reviewText.none}</p> : null}
      <ul className="owner-reviews__list">
        {items.map((review) => (
          <li key={review.id} className="owner-review">
            <p className="owner-review__head">
              <strong>{reviewText.stars(review.rating)}</strong> · {review.author}
            </p>
            {review.text ? <p className="owner-review__text">{review.text}</p> : null}
            {review.reply ? <p className="owner-review__reply">{review.reply.text}</p> : null}
            <ReplyForm shopId={shopId} review={review} onSaved={saved} />
          </li>
        ))}
      </ul>
      {next ? (
        <button type="button" className="button" onClick={() => void more()}>
          {reviewText.more}
        </button>
      ) : null}
    </div>
  );
}
