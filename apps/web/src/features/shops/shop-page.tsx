import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS, MESSAGES, placePagePath, SHOP_TEXT, type NearbyShop } from '@local-shops/shared';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useServerPageReady } from '../../lib/server-page.tsx';
import { trackShopEvent } from '../../lib/shop-events.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import type { CardFeed, ShopCardData } from './shop-cards.tsx';
import { ShopView, type ShopperAction } from './shop-view.tsx';
import './shops.css';
import { textsNow, useTexts } from '../../lib/i18n.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';

// The reviews sit below the fold: their code follows the page's own (the review form loads later still).
// The price list and comparison sit below the fold (decision 0043): loaded after the first paint.
const ShopPrices = lazy(() => import('./shop-prices.tsx').then((m) => ({ default: m.ShopPrices })));
const ShopReviews = lazy(() => import('./shop-reviews.tsx').then((m) => ({ default: m.ShopReviews })));

function toCard(shop: NearbyShop): ShopCardData {
  const shopText = textsNow(SHOP_TEXT);
  return {
    id: shop.id,
    name: shop.name,
    place: shop.city,
    distance: shopText.fromThisShop(shopText.distance(shop.distanceKm)),
    storeFrontPicture: shop.storeFrontPicture,
  };
}

/** /:shopId/shop: loads the shop and its neighbours (in parallel), then shows ShopView. */
export function ShopPage() {
  const shopText = useTexts(SHOP_TEXT);
  const messages = useTexts(MESSAGES);
  const names = useTaxonomyLabels();
  const { shopId = '' } = useParams();
  const shop = useApiData(publicApi.shop(shopId));
  const nearby = useApiData(publicApi.shopNearby(shopId));
  // The server's name, Call and Directions stay until the app's own (or its failure) are drawn.
  useServerPageReady(Boolean(shop.data || shop.error));
  // A signed-in owner whose claim of this shop waits for review sees that instead of 'Claim My Shop'.
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const owner = useApiData(number ? ownerApi.shops() : null);
  const claimPending =
    owner.data?.items.some((item) => item.shop.id === shopId && item.claim.status === 'pending_review') ?? false;
  // The approved owner answers reviews from the dashboard; the API refuses their own review (403).
  const isOwner =
    owner.data?.items.some((item) => item.shop.id === shopId && item.claim.status === 'approved') ?? false;
  const { reload: reloadShop } = shop;
  const { reload: reloadOwner } = owner;
  const onClaimed = useMemo(
    () => () => {
      reloadShop();
      reloadOwner();
    },
    [reloadShop, reloadOwner],
  );

  // One view per shop page opened (the API counts a network once per 30 minutes).
  const loadedId = shop.data?.id;
  useEffect(() => {
    if (loadedId) trackShopEvent(loadedId, 'view');
  }, [loadedId]);
  const onShopperAction = useMemo(() => (type: ShopperAction) => trackShopEvent(shopId, type), [shopId]);

  const similarFeed = useMemo<CardFeed>(
    () => ({
      cards: nearby.data ? nearby.data.items.map(toCard) : null,
      loading: nearby.loading,
      // Only when no shop like this one is within 10 km does the API list others (issue 26).
      othersOnly: Boolean(nearby.data?.items.length) && nearby.data!.items.every((s) => s.similarity === 'nearby'),
    }),
    [nearby.data, nearby.loading],
  );

  if (shop.error) {
    const notFound = shop.error instanceof ApiRequestError && shop.error.statusCode === 404;
    return (
      <div className="page page--center shop-page__message">
        {notFound ? (
          <>
            <img src="/images/not-found.svg" alt="" width={200} height={150} />
            <p>{messages.noDataAvailable}</p>
            <Link className="shops-button shops-button--primary" to={PATHS.home}>
              {shopText.backHome}
            </Link>
          </>
        ) : (
          <>
            <p role="alert">{shop.error.message}</p>
            <button type="button" className="shops-button shops-button--primary" onClick={shop.reload}>
              {shopText.tryAgain}
            </button>
          </>
        )}
      </div>
    );
  }

  if (!shop.data) {
    return (
      <div className="page page--center">
        <div className="spinner" role="status">
          <span className="visually-hidden">{APP_TEXTS.loading}</span>
        </div>
      </div>
    );
  }

  // Decision 0007: a claimed shop whose recorded payment is no longer valid (refunded or charged
  // back) shows SPEC.md's 'No Shop data available.'; a Free or lapsed plan does not.
  const { isClaimed, metaInfo } = shop.data;
  if (isClaimed && metaInfo.isPaid && !metaInfo.isPaymentValid) {
    return (
      <div className="page page--center shop-page__message">
        <img src="/images/not-found.svg" alt="" width={200} height={150} />
        <p>{messages.noShopDataAvailable}</p>
        <Link className="shops-button shops-button--primary" to={PATHS.home}>
          {shopText.backHome}
        </Link>
      </div>
    );
  }

  // The trail leads to the shop's town and category page (the server fills the same in the page's head).
  const { city, state, categories } = shop.data;
  const category = categories[0];
  const crumbs: Crumb[] = [{ label: shopText.home, to: PATHS.home }];
  if (city && state && category)
    crumbs.push({
      label: shopText.placeTitle(names.category(category), city, state),
      to: placePagePath(state, city, category.id),
    });
  crumbs.push({ label: shop.data.name });

  return (
    <div className="page shop-page">
      <Breadcrumbs crumbs={crumbs} />
      <ShopView
        shop={shop.data}
        priceSection={<ShopPrices shopId={shop.data.id} />}
        similarFeed={similarFeed}
        onClaimed={onClaimed}
        claimPending={claimPending}
        ownsShop={isOwner}
        onShopperAction={onShopperAction}
      />
      {/* A new listing awaiting review takes no reviews (decision 0058). */}
      {shop.data.pendingReview ? null : (
        <Suspense fallback={null}>
          <ShopReviews
            shopId={shop.data.id}
            shopName={shop.data.name}
            rating={shop.data.rating}
            isOwner={isOwner}
            onReviewed={reloadShop}
          />
        </Suspense>
      )}
    </div>
  );
}
