import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  formatDate,
  REVIEW_TEXT,
  SHOP_REVIEW_MESSAGES,
  type ShopRating,
  type ShopReview,
  type ShopReviewsPage,
} from '@local-shops/shared';
import { apiRequest, ApiRequestError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { fetchApi } from '../../lib/route-client.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import { toast } from '../../lib/toast.tsx';
import { RATING_TEXT, Stars } from './rating-stars.tsx';

// Neither the form nor the sign-in dialog is needed to show a shop: they load on 'Write a review'.
const ReviewForm = lazy(() => import('./review-form.tsx').then((m) => ({ default: m.ReviewForm })));
const SignInDialog = lazy(() =>
  import('../../components/sign-in/sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

const REVIEW_DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function ReviewItem({ review }: { review: ShopReview }) {
  const reviewText = useTexts(REVIEW_TEXT);
  const locale = useLocale();
  const [reported, setReported] = useState(false);
  const report = async () => {
    try {
      const { message } = await shopperApi.reportReview(review.id);
      setReported(true);
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error, SHOP_REVIEW_MESSAGES.reviewNotFound));
    }
  };
  return (
    <li className="review">
      <div className="review__head">
        <Stars value={review.rating} size={14} />
        <span className="visually-hidden">{reviewText.star(review.rating)}</span>
        <span className="review__author">{review.author}</span>
        <time className="review__date" dateTime={review.createdAt}>
          {formatDate(new Date(review.createdAt), locale, REVIEW_DATE)}
        </time>
      </div>
      {review.text ? <p className="review__text">{review.text}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="review__photos">
          {review.photos.map((src, index) => (
            <li key={src}>
              <a href={src} target="_blank" rel="noreferrer">
                <img
                  src={src}
                  alt={reviewText.photoAlt(index + 1, review.author)}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-label">{reviewText.ownerReply}</p>
          <p>{review.reply.text}</p>
        </div>
      ) : null}
      <button type="button" className="review__report" disabled={reported} onClick={() => void report()}>
        {reported ? reviewText.reported : reviewText.report}
      </button>
    </li>
  );
}

interface ShopReviewsProps {
  shopId: string;
  shopName: string;
  rating: ShopRating;
  /** The signed-in number is the shop's approved owner: no 'Write a review', a pointer to the dashboard. */
  isOwner?: boolean;
  /** A review was posted: the page reloads the shop, whose rating may have moved. */
  onReviewed: () => void;
}

/** The shop page's reviews: the published ones, newest first, page by page, and 'Write a review'. */
export function ShopReviews({ shopId, shopName, rating, isOwner = false, onReviewed }: ShopReviewsProps) {
  const reviewText = useTexts(REVIEW_TEXT);
  const ratingText = useTexts(RATING_TEXT);
  const [items, setItems] = useState<ShopReview[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<'none' | 'sign-in' | 'form'>('none');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchApi(publicApi.shopReviews(shopId), controller.signal).then(
      (page) => {
        setItems(page.items);
        setNext(page.links.next);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      },
    );
    return () => controller.abort();
  }, [shopId, version]);

  const more = async () => {
    if (!next || loading) return;
    setLoading(true);
    try {
      const page = await apiRequest<ShopReviewsPage>(next);
      setItems((current) => [...(current ?? []), ...page.items]);
      setNext(page.links.next);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setLoading(false);
    }
  };

  const write = async () => {
    await ensureOwnerSession();
    setDialog(useOwnerSession.getState().number ? 'form' : 'sign-in');
  };

  const submitted = useCallback(
    (message: string) => {
      setDialog('none');
      toast.success(message);
      setVersion((v) => v + 1);
      onReviewed();
    },
    [onReviewed],
  );
  const onError = useCallback((error: unknown) => {
    // The session ran out while the form was open: prove the number again.
    if (error instanceof ApiRequestError && error.statusCode === 401) setDialog('sign-in');
  }, []);

  return (
    <section className="shop-reviews" id="reviews" aria-labelledby="reviews-heading">
      <div className="shop-reviews__head">
        <h2 id="reviews-heading">{reviewText.heading}</h2>
        {rating.average !== null && rating.count > 0 ? (
          <p className="shop-reviews__summary">
            <span className="shop-reviews__average">{rating.average.toFixed(1)}</span>
            <Stars value={rating.average} size={18} />
            <span>{ratingText.reviewCount(rating.count)}</span>
          </p>
        ) : null}
        {isOwner ? (
          <p className="shop-reviews__owner">
            <Link to={PATHS.dashboard}>{reviewText.ownerNote}</Link>
          </p>
        ) : (
          <button type="button" className="shops-button shops-button--primary" onClick={() => void write()}>
            {reviewText.writeReview}
          </button>
        )}
      </div>
      {items && items.length === 0 ? <p className="shop-reviews__empty">{reviewText.noReviews}</p> : null}
      {items && items.length > 0 ? (
        <ul className="shop-reviews__list">
          {items.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {next ? (
        <button type="button" className="shops-button" disabled={loading} onClick={() => void more()}>
          {loading ? reviewText.loadingMore : reviewText.showMore}
        </button>
      ) : null}
      <Suspense fallback={null}>
        {dialog === 'sign-in' ? (
          <SignInDialog
            open
            title={reviewText.signInTitle}
            subtitle={reviewText.signInSubtitle}
            onClose={() => setDialog((d) => (d === 'sign-in' ? 'none' : d))}
            onSignedIn={() => setDialog('form')}
          />
        ) : null}
        {dialog === 'form' ? (
          <ReviewForm
            shopId={shopId}
            shopName={shopName}
            onClose={() => setDialog('none')}
            onSubmitted={submitted}
            onError={onError}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
