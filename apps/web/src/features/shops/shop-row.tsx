import { memo } from 'react';
import { Link } from 'react-router';
import { distanceBetween, LABELS, SHOP_TEXT, type ShopListItem } from '@local-shops/shared';
import { COINS_SHOP_TEXT } from '@local-shops/shared/locales/en/coins-shop';
import { CheckIcon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { ListPhoto } from './list-photo.tsx';
import { RowRating } from './rating-stars.tsx';
import { SHOP_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './shop-strings.ts';
import './shop-row.css';

export function ClaimTag({ isClaimed }: { isClaimed: boolean }) {
  const labels = useTexts(LABELS);
  return (
    <span className={`shops-tag ${isClaimed ? 'shops-tag--claimed' : 'shops-tag--not-claimed'}`}>
      {isClaimed ? labels.claimed : labels.notClaimed}
    </span>
  );
}

export function VerifiedBadge() {
  const labels = useTexts(LABELS);
  return (
    <span className="shops-verified">
      <CheckIcon size={14} />
      {labels.verified}
    </span>
  );
}

interface ShopRowProps {
  shop: ShopListItem;
  /** The device position as two numbers (not an object) so that memo compares them cheaply. */
  deviceLat: number | null;
  deviceLong: number | null;
}

/**
 * One row of the Claim Shop list. Memoised and free of layout reads: appending a page renders
 * only the new rows. The logo has a fixed size, loads lazily and decodes off the main thread.
 */
export const ShopRow = memo(function ShopRow({ shop, deviceLat, deviceLong }: ShopRowProps) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const coinsText = useTexts(COINS_SHOP_TEXT);
  const distance = distanceBetween(shop, { lat: deviceLat, long: deviceLong });
  return (
    <li className="shops-row" data-shop-id={shop.id}>
      <ListPhoto
        className="shops-row__logo"
        src={shop.storeFrontPicture ?? SHOP_PLACEHOLDER_IMAGE}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        onError={showPlaceholderOnError}
      />
      <div className="shops-row__main">
        <span className="shops-row__name">{shop.name}</span>
        {distance !== undefined || shop.isVerified || shop.rating.count > 0 || shop.hasOffer || shop.givesCoins ? (
          <span className="shops-row__meta">
            {distance !== undefined ? (
              <span>
                <span className="visually-hidden">{shopText.distanceFromYou} </span>
                {shopText.distance(distance)}
              </span>
            ) : null}
            <RowRating rating={shop.rating} />
            {shop.isVerified ? <VerifiedBadge /> : null}
            {shop.hasOffer ? <span className="shops-tag shops-tag--offer">{shopText.offerTag}</span> : null}
            {shop.givesCoins ? <span className="shops-tag shops-tag--coins">{coinsText.coinsTag}</span> : null}
          </span>
        ) : null}
      </div>
      <div className="shops-row__status">
        <ClaimTag isClaimed={shop.isClaimed} />
        <Link
          className="shops-button shops-button--small"
          to={PATHS.shop(shop.id)}
          aria-label={`${labels.viewShop} ${shop.name}`}
        >
          {labels.viewShop}
        </Link>
      </div>
    </li>
  );
});
