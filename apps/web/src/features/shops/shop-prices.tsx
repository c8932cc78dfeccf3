import { useId } from 'react';
import { Link } from 'react-router';
import { APP_TEXTS, CAROUSEL_PRICE_CARD_PX, LABELS, MESSAGES, PRICE_TEXT } from '@local-shops/shared';
import type { PriceComparisonItem } from '@local-shops/shared/products';
import { PATHS } from '../../lib/paths.ts';
import { pricesApi } from '../../lib/prices-api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { AutoScrollCarousel } from './auto-scroll-carousel.tsx';
import './shop-prices.css';
import { useTexts } from '../../lib/i18n.ts';

/** How many nearby shops one comparison card lists, cheapest first. */
const NEARBY_PER_CARD = 3;

export { PRICE_TEXT };

function ComparisonCard({ item }: { item: PriceComparisonItem }) {
  const priceText = useTexts(PRICE_TEXT);
  const labels = useTexts(LABELS);
  return (
    <li className="shops-card shops-card--price price-card" style={{ width: CAROUSEL_PRICE_CARD_PX }}>
      <div className="price-card__product">
        <span className="shops-card__name">{item.product.name}</span>
        <span className="shops-card__muted">{item.product.unit}</span>
      </div>
      <p className="price-card__own">
        {priceText.thisShop}: <strong>{priceText.rupees(item.price)}</strong>
      </p>
      <ul className="price-card__nearby">
        {item.nearby.slice(0, NEARBY_PER_CARD).map((n) => (
          <li key={n.shopId}>
            <Link to={PATHS.shop(n.shopId)} aria-label={`${labels.viewShop} ${n.shopName}`}>
              {n.shopName}
            </Link>
            <span className="shops-card__muted">{priceText.km(n.distanceKm)}</span>
            <strong>{priceText.rupees(n.price)}</strong>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** 'Price comparison from near by shops' from the shop's catalogue prices, and its price list. */
export function ShopPrices({ shopId }: { shopId: string }) {
  const priceText = useTexts(PRICE_TEXT);
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const comparison = useApiData(pricesApi.priceComparison(shopId));
  const products = useApiData(pricesApi.shopProducts(shopId));
  const headingId = useId();
  const listId = useId();
  const compared = comparison.data?.items.filter((i) => i.nearby.length > 0) ?? [];
  const heading = (
    <h2 id={headingId} className="shops-section__title">
      {labels.priceComparison}
    </h2>
  );
  const items = products.data?.items ?? [];
  return (
    <>
      {items.length > 0 ? (
        <section className="shops-section shop-price-list" aria-labelledby={listId}>
          <h2 id={listId} className="shops-section__title">
            {priceText.priceList}
          </h2>
          <ul>
            {items.map((p, index) => (
              <li key={`${index}-${p.name}`} className={p.inStock ? undefined : 'shop-price-list__out'}>
                <span>
                  {p.name}
                  <span className="shops-card__muted">, {p.unit}</span>
                </span>
                <span>
                  {p.inStock ? null : <span className="shop-price-list__tag">{priceText.outOfStock}</span>}
                  <strong>{priceText.rupees(p.price)}</strong>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="shops-section" aria-labelledby={headingId}>
        {compared.length > 0 ? (
          <AutoScrollCarousel label={labels.priceComparison} header={heading}>
            {compared.map((item) => (
              <ComparisonCard key={item.product.catalogId} item={item} />
            ))}
          </AutoScrollCarousel>
        ) : (
          <>
            {heading}
            {comparison.loading ? (
              <div className="spinner" role="status">
                <span className="visually-hidden">{APP_TEXTS.loading}</span>
              </div>
            ) : (
              <p className="shops-section__empty">{messages.noDataAvailable}</p>
            )}
          </>
        )}
      </section>
    </>
  );
}
