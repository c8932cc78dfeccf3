import { formatNumber, RATING_TEXT, type ShopRating } from '@local-shops/shared';
import { useLocale, useTexts } from '../../lib/i18n.ts';

/** The words of a rating, wherever it shows (the list's rows load this module, not the review form's). */
export { RATING_TEXT };

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** Five stars filled to `value` (0-5; halves and tenths show as a partly filled star). Decorative. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <svg key={i} viewBox="0 0 24 24" width={size} height={size} focusable="false">
            <path d={STAR_PATH} className="stars__empty" />
            {fill > 0 ? (
              <path
                d={STAR_PATH}
                className="stars__full"
                style={{ clipPath: `inset(0 ${Math.round((1 - fill) * 100)}% 0 0)` }}
              />
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}

/** The shop page's rating: stars, the average and the count, linking to the reviews. */
export function RatingSummary({ rating }: { rating: ShopRating }) {
  const ratingText = useTexts(RATING_TEXT);
  if (rating.average === null || rating.count === 0) {
    return (
      <a className="rating-summary rating-summary--none" href="#reviews">
        {ratingText.noRating}
      </a>
    );
  }
  return (
    <a className="rating-summary" href="#reviews">
      <Stars value={rating.average} />
      <span className="rating-summary__average">
        <span aria-hidden="true">{rating.average.toFixed(1)}</span>
        <span className="visually-hidden">{ratingText.outOfFive(rating.average)}</span>
      </span>
      <span className="rating-summary__count">({ratingText.reviewCount(rating.count)})</span>
    </a>
  );
}

/** A list row's compact rating: one star, the average and the count; nothing without reviews. */
export function RowRating({ rating }: { rating: ShopRating | undefined }) {
  const ratingText = useTexts(RATING_TEXT);
  const locale = useLocale();
  if (!rating || rating.average === null || rating.count === 0) return null;
  return (
    <span className="row-rating">
      <svg className="stars" viewBox="0 0 24 24" width={12} height={12} aria-hidden="true" focusable="false">
        <path d={STAR_PATH} className="stars__full" />
      </svg>
      <span aria-hidden="true">
        {rating.average.toFixed(1)} ({formatNumber(rating.count, locale)})
      </span>
      <span className="visually-hidden">
        {ratingText.outOfFive(rating.average)}, {ratingText.reviewCount(rating.count)}
      </span>
    </span>
  );
}
