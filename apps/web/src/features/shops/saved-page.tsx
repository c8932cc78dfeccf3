import { useState } from 'react';
import { Link } from 'react-router';
import { APP_TEXTS, distanceBetween, SAVED_TEXT, SHOP_TEXT, type SavedShop } from '@local-shops/shared';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { toggleSavedShop, useSavedShopIds } from './saved-shops.ts';
import { ClaimTag, VerifiedBadge } from './shop-row.tsx';
import { SHOP_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './shop-strings.ts';
import './shops.css';
import './shop-row.css';
import './saved-page.css';
import { textsNow, useTexts } from '../../lib/i18n.ts';
import { ListPhoto } from './list-photo.tsx';

/** Wording of /saved (not in SPEC.md: the screen came with issue 12). */
export { SAVED_TEXT };

function remove(shop: SavedShop) {
  try {
    toggleSavedShop(shop.id);
    toast.success(textsNow(SHOP_TEXT).shopUnsaved);
  } catch (error) {
    console.error(error);
    toast.error(textsNow(SHOP_TEXT).storageUnavailable);
  }
}

/**
 * /saved: the shops 'Save' kept on this phone, read fresh in one request (GET
 * /v1/claim-shops/by-ids). Removing one asks nothing again: the answer already held is filtered.
 */
export function SavedShopsPage() {
  const savedText = useTexts(SAVED_TEXT);
  const shopText = useTexts(SHOP_TEXT);
  useDocumentTitle(savedText.savedShopsHeading);
  const ids = useSavedShopIds();
  // Ids asked for: they change only when a shop was saved that the last answer does not hold.
  const [asked, setAsked] = useState<string[]>(ids);
  if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  const saved = useApiData(asked.length ? publicApi.shopsByIds(asked) : null);
  const deviceLat = useAppStore((s) => s.location.latitude);
  const deviceLong = useAppStore((s) => s.location.longitude);

  const byId = new Map((saved.data?.items ?? []).map((shop) => [shop.id, shop]));
  const shops = ids.flatMap((id) => byId.get(id) ?? []);
  const unlisted = saved.data ? ids.filter((id) => asked.includes(id) && !byId.has(id)).length : 0;

  return (
    <div className="page saved-page">
      <h1 className="saved-page__title">{savedText.savedShopsHeading}</h1>

      {ids.length === 0 ? (
        <div className="saved-page__empty">
          <p>{savedText.savedShopsEmpty}</p>
          <p>{savedText.savedShopsEmptyNote}</p>
          <Link className="shops-button shops-button--primary" to={PATHS.home}>
            {savedText.findShops}
          </Link>
        </div>
      ) : saved.error ? (
        <div className="saved-page__empty" role="alert">
          <p>{saved.error.message}</p>
          <button type="button" className="shops-button" onClick={saved.reload}>
            {shopText.tryAgain}
          </button>
        </div>
      ) : !saved.data ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{APP_TEXTS.loading}</span>
        </div>
      ) : (
        <>
          <ul className="saved-page__list">
            {shops.map((shop) => {
              const distance = distanceBetween(shop, { lat: deviceLat, long: deviceLong });
              return (
                <li key={shop.id} className="shops-row saved-page__row">
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
                    <Link className="shops-row__name saved-page__name" to={PATHS.shop(shop.id)}>
                      {shop.name}
                    </Link>
                    <span className="shops-row__meta">
                      {shop.city ? <span>{shop.city}</span> : null}
                      {distance !== undefined ? (
                        <span>
                          <span className="visually-hidden">{shopText.distanceFromYou} </span>
                          {shopText.distance(distance)}
                        </span>
                      ) : null}
                      {shop.isVerified ? <VerifiedBadge /> : null}
                    </span>
                  </div>
                  <div className="shops-row__status">
                    <ClaimTag isClaimed={shop.isClaimed} />
                    <button
                      type="button"
                      className="shops-button shops-button--small"
                      aria-label={savedText.removeSavedLabel(shop.name)}
                      onClick={() => remove(shop)}
                    >
                      {savedText.removeSaved}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {unlisted > 0 ? <p className="saved-page__note">{savedText.savedNoLongerListed(unlisted)}</p> : null}
        </>
      )}
    </div>
  );
}
