import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { distanceBetween, FIRST_PAGE, SHOP_TEXT, type Page, type ShopListItem } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useAppStore } from '../../lib/store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { SAMPLE_SHOP } from './sample-shop.ts';
import type { CardFeed, ShopCardData } from './shop-cards.tsx';
import { ShopView } from './shop-view.tsx';

interface Position {
  lat: number | null;
  long: number | null;
}

/** Shops of one category or sub-category, nearest to the device first when its position is known. */
function feedPath(filter: 'categoryId' | 'subCategoryId', id: string | undefined, position: Position): string | null {
  if (!id) return null;
  const params = new URLSearchParams({ [filter]: id });
  if (position.lat !== null && position.long !== null) {
    params.set('near', `${position.lat.toFixed(5)},${position.long.toFixed(5)}`);
    params.set('sort', 'distance');
  }
  params.set('page', String(FIRST_PAGE));
  return publicApi.shops(params.toString());
}

function useCardFeed(path: string | null, position: Position): CardFeed {
  const shopText = useTexts(SHOP_TEXT);
  const { data, loading } = useApiData<Page<ShopListItem>>(path);
  return useMemo(() => {
    const cards = data?.items
      .filter((shop) => shop.id !== SAMPLE_SHOP.id)
      .map((shop): ShopCardData => {
        const km = distanceBetween(shop, position);
        return {
          id: shop.id,
          name: shop.name,
          place: null,
          distance: km === undefined ? null : shopText.away(shopText.distance(km)),
          storeFrontPicture: shop.storeFrontPicture,
        };
      });
    return { cards: cards ?? null, loading };
  }, [data, loading, position, shopText]);
}

/**
 * /:shopId/demo: the shop page with a hard-coded sample shop. The route's shopId is read for the
 * way back to the plans; the page always shows the sample's own id (SPEC.md section 2, Demo).
 * The two location-based strips list real shops of the sample's category and sub-category,
 * nearest to the device first.
 */
export function DemoPage() {
  const shopText = useTexts(SHOP_TEXT);
  const { shopId } = useParams();
  const lat = useAppStore((s) => s.location.latitude);
  const long = useAppStore((s) => s.location.longitude);
  const position = useMemo(() => ({ lat, long }), [lat, long]);

  const priceFeed = useCardFeed(feedPath('subCategoryId', SAMPLE_SHOP.subCategories[0]?.id, position), position);
  const similarFeed = useCardFeed(feedPath('categoryId', SAMPLE_SHOP.categories[0]?.id, position), position);

  return (
    <div className="page shop-page">
      <p className="shops-demo-banner">
        <span>{shopText.demoBanner}</span>
        {shopId ? (
          <Link className="shops-button shops-button--small" to={PATHS.subscribe(shopId)}>
            {shopText.demoPlans}
          </Link>
        ) : null}
      </p>
      <ShopView shop={SAMPLE_SHOP} priceFeed={priceFeed} similarFeed={similarFeed} />
    </div>
  );
}
