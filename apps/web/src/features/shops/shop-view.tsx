import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { distanceBetween, formatDecimal, formatNumber, LABELS, SHOP_TEXT, type ShopDetail } from '@local-shops/shared';
import { COINS_SHOP_TEXT } from '@local-shops/shared/locales/en/coins-shop';
import { PENDING_LISTING_TEXT } from '@local-shops/shared/locales/en/rules';
import { BookmarkIcon, PinIcon } from '../../components/icons.tsx';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { RatingSummary } from './rating-stars.tsx';
import { useIsShopSaved } from './saved-shops.ts';
import type { CardFeed } from './shop-cards.tsx';
import { ContactButtons, OpenStatus, type ShopListingInfo } from './shop-listing-info.tsx';
import { MoreMenu, ShareButton } from './shop-share.tsx';
import { OsmCredit, StreetAddress, WebsiteLink, type ShopSourceDetails } from './shop-source-details.tsx';
import { SHOP_PLACEHOLDER_IMAGE, showPlaceholderOnError, VERIFIED_BADGE_IMAGE } from './shop-strings.ts';
import './shops.css';
import './claim-pending.css';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';

/** What a shopper does on the page that the owner's insights count. */
export type ShopperAction = 'share' | 'save' | 'call' | 'whatsapp' | 'directions';

// Below the fold: loaded after the page's first paint.
const CardSection = lazy(() => import('./shop-cards.tsx').then((m) => ({ default: m.CardSection })));
const ShopWeekAndPhotos = lazy(() => import('./shop-week-and-photos.tsx'));
// 'Claim My Shop' and its KYC dialog: only an unclaimed shop's page needs them.
const ClaimMyShopButton = lazy(() =>
  import('./claim-my-shop-button.tsx').then((m) => ({ default: m.ClaimMyShopButton })),
);
const ShopLocation = lazy(() => import('./shop-location.tsx').then((m) => ({ default: m.ShopLocation })));

/** The public part of a shop that the page shows (a ShopDetail, or the demo's fuller sample). */
export type ShopViewShop = Pick<
  ShopDetail,
  | 'id'
  | 'name'
  | 'storeFrontPicture'
  | 'address'
  | 'intro'
  | 'categories'
  | 'subCategories'
  | 'isClaimed'
  | 'isVerified'
  | 'lat'
  | 'long'
  | 'rating'
  | 'offers'
  | 'pendingReview'
> &
  ShopListingInfo &
  ShopSourceDetails & {
    /** How the shop gives its own coins (issue 29); absent or null when it gives none. */
    coins?: ShopDetail['coins'];
  };

function SaveButton({ shopId, onSaved }: { shopId: string; onSaved?: () => void }) {
  const shopText = useTexts(SHOP_TEXT);
  const [saved, toggle] = useIsShopSaved(shopId);
  const onClick = () => {
    try {
      const nowSaved = toggle();
      if (nowSaved) onSaved?.();
      toast.success(nowSaved ? shopText.shopSaved : shopText.shopUnsaved);
    } catch (error) {
      console.error(error);
      toast.error(shopText.storageUnavailable);
    }
  };
  return (
    <button type="button" className="shops-action" onClick={onClick}>
      <BookmarkIcon filled={saved} />
      <span>{saved ? shopText.savedShop : shopText.saveShop}</span>
    </button>
  );
}

/** "Gives coins: 1 coin per ₹10, 1 coin = ₹1", and where to find the shopper's code. */
function ShopCoins({ coins }: { coins: NonNullable<ShopDetail['coins']> }) {
  const coinsText = useTexts(COINS_SHOP_TEXT);
  const locale = useLocale();
  const value = formatDecimal(coins.coinValuePaise / 100, locale, { maximumFractionDigits: 2 });
  return (
    <p className="shop-view__coins">
      <strong>{coinsText.givesCoins(formatNumber(coins.rupeesPerCoin, locale), value)}</strong>{' '}
      <Link to={PATHS.coins}>{coinsText.coinsNote}</Link>
    </p>
  );
}

function ClaimedBadge({ isVerified }: { isVerified: boolean }) {
  const labels = useTexts(LABELS);
  return (
    <p className="shops-claimed">
      <span className="shops-tag shops-tag--claimed">{labels.claimed}</span>
      {isVerified ? <img src={VERIFIED_BADGE_IMAGE} alt={labels.verified} width={28} height={28} /> : null}
    </p>
  );
}

function ClaimPending() {
  const shopText = useTexts(SHOP_TEXT);
  return (
    <div className="shops-claim-pending">
      <p className="shops-tag shops-tag--pending">{shopText.claimPendingReview}</p>
      <p>
        <Link to={PATHS.dashboard}>{shopText.claimPendingNote}</Link>
      </p>
    </div>
  );
}

/** A new listing awaiting review: only its claimant sees the page (decision 0058), and is told so. */
function ListingPending() {
  const pendingText = useTexts(PENDING_LISTING_TEXT);
  return (
    <div className="shops-claim-pending" role="status">
      <p className="shops-tag shops-tag--pending">{pendingText.mark}</p>
      <p>
        <Link to={PATHS.dashboard}>{pendingText.note}</Link>
      </p>
    </div>
  );
}

interface ShopViewProps {
  shop: ShopViewShop;
  /** The demo's placeholder cards; the real page passes `priceSection` instead. */
  priceFeed?: CardFeed;
  /** The real page's price list and comparison (replaces the placeholder cards). */
  priceSection?: ReactNode;
  similarFeed: CardFeed;
  /**
   * The real page's reload (not the demo's): given, a claimed shop offers to take it over. Claiming
   * leads on to the claim form (decision 0076), so nothing is claimed on this page itself.
   */
  onClaimed?: () => void;
  /** The signed-in number's claim of this shop waits for review: no 'Claim My Shop'. */
  claimPending?: boolean;
  /** The signed-in number owns the shop: no offer to take it over. */
  ownsShop?: boolean;
  /** Counts a shopper's action for the owner's insights (the real page only, not the demo). */
  onShopperAction?: (type: ShopperAction) => void;
}

/** The shop page's presentation, shared by the real shop page and the demo. */
export function ShopView({
  shop,
  priceFeed,
  priceSection,
  similarFeed,
  onClaimed,
  claimPending = false,
  ownsShop = false,
  onShopperAction,
}: ShopViewProps) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const names = useTaxonomyLabels();
  const deviceLat = useAppStore((s) => s.location.latitude);
  const deviceLong = useAppStore((s) => s.location.longitude);
  const distance = distanceBetween(shop, { lat: deviceLat, long: deviceLong });

  useEffect(() => {
    const previous = document.title;
    document.title = shop.name;
    return () => {
      document.title = previous;
    };
  }, [shop.name]);

  const chips = [
    ...shop.categories.map((c) => ({ key: `c-${c.id}`, label: names.category(c) })),
    ...shop.subCategories.map((s) => ({ key: `s-${s.id}`, label: names.subCategory(s) })),
  ];

  return (
    <article className="shop-view">
      <div className="shop-view__hero">
        <div className="shop-view__photo">
          <img
            src={shop.storeFrontPicture ?? SHOP_PLACEHOLDER_IMAGE}
            alt={shopText.shopPhoto(shop.name)}
            width={640}
            height={480}
            fetchPriority="high"
            decoding="async"
            onError={showPlaceholderOnError}
          />
        </div>
        <div className="shop-view__details">
          {distance !== undefined ? (
            <p className="shop-view__distance">
              <PinIcon size={16} />
              <span className="visually-hidden">{shopText.distanceFromYou} </span>
              {shopText.distance(distance)}
            </p>
          ) : null}
          <h1 className="shop-view__name">{shop.name}</h1>
          <RatingSummary rating={shop.rating} />
          <StreetAddress shop={shop} />
          {shop.address ? <p className="shop-view__address">{shop.address}</p> : null}

          <OpenStatus info={shop} />
          <ContactButtons name={shop.name} contact={shop.contact} onContact={onShopperAction} />
          <WebsiteLink website={shop.website} />

          <div className="shop-view__actions">
            <ShareButton shop={shop} onShared={onShopperAction && (() => onShopperAction('share'))} />
            <SaveButton shopId={shop.id} onSaved={onShopperAction && (() => onShopperAction('save'))} />
            <MoreMenu shop={shop} />
          </div>

          {shop.intro ? <p className="shop-view__intro">{shop.intro}</p> : null}

          {chips.length > 0 ? (
            <ul className="shop-view__chips" aria-label={shopText.categories}>
              {chips.map((chip) => (
                <li key={chip.key} className="shops-chip">
                  {chip.label}
                </li>
              ))}
            </ul>
          ) : null}

          <Suspense fallback={null}>
            <ShopWeekAndPhotos shop={shop} />
          </Suspense>
          {shop.coins ? <ShopCoins coins={shop.coins} /> : null}
          {shop.offers.length > 0 ? (
            <section className="shop-view__offers" aria-labelledby="shop-offers">
              <h2 id="shop-offers">{shopText.offersHeading}</h2>
              <ul>
                {shop.offers.map((offer) => (
                  <li key={offer.id} className="shop-offer">
                    <strong className="shop-offer__title">{offer.title}</strong>
                    {offer.details ? <span className="shop-offer__details">{offer.details}</span> : null}
                    <span className="shop-offer__until">{shopText.offerValidUntil(offer.endsOn)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <div className="shop-view__claim">
            {shop.pendingReview ? (
              <ListingPending />
            ) : shop.isClaimed ? (
              <>
                <ClaimedBadge isVerified={shop.isVerified} />
                {/* Someone else's claimed shop may be challenged, with the same evidence (decision 0076). */}
                {claimPending ? (
                  <ClaimPending />
                ) : onClaimed && !ownsShop ? (
                  <Suspense fallback={null}>
                    <ClaimMyShopButton shop={shop} challenge />
                  </Suspense>
                ) : null}
              </>
            ) : claimPending ? (
              <ClaimPending />
            ) : (
              <Suspense fallback={null}>
                <ClaimMyShopButton shop={shop} />
              </Suspense>
            )}
          </div>
          <OsmCredit shop={shop} />
        </div>
      </div>

      <Suspense fallback={null}>
        <ShopLocation shop={shop} onDirections={onShopperAction && (() => onShopperAction('directions'))} />
      </Suspense>

      {/* The carousels sit below the fold: their code loads after the page's first paint. */}
      <Suspense fallback={null}>
        {priceSection ?? (
          <CardSection title={labels.priceComparison} kind="price" feed={priceFeed ?? { cards: [], loading: false }} />
        )}
        <CardSection
          title={similarFeed.othersOnly ? labels.otherShopsNearby : labels.similarShopsNearby}
          kind="similar"
          feed={similarFeed}
        />
      </Suspense>
    </article>
  );
}
