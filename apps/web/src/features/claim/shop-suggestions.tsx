import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { type ClaimShopDraft } from '@local-shops/shared';
import { DUPLICATE_TEXTS } from '@local-shops/shared/locales/en/duplicates';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { useAppStore } from '../../lib/store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import './shop-suggestions.css';

/** How long the name and place must stay unchanged before the form asks. */
const SETTLE_MS = 600;

/** The question to ask for a draft: its name, and its position (the photo's, else the phone's) or its pin. */
function suggestionQuery(
  draft: ClaimShopDraft,
  phone: { latitude: number | null; longitude: number | null },
): URLSearchParams | null {
  const name = draft.name.trim();
  if (name.length < 3) return null;
  const lat = draft.lat ?? phone.latitude;
  const long = draft.long ?? phone.longitude;
  if (lat !== null && long !== null) return new URLSearchParams({ name, lat: lat.toFixed(6), long: long.toFixed(6) });
  if (/^[1-9][0-9]{5}$/.test(draft.pin)) return new URLSearchParams({ name, pin: draft.pin });
  return null;
}

/**
 * "Is this your shop?" (decision 0077): once the name and the place (position or pin) are typed,
 * listed shops with a similar name within 200 m, or in the same pin, are offered; each leads to
 * its page, where "Claim My Shop" claims it instead of adding it again.
 */
export function ShopSuggestions({ draft }: { draft: ClaimShopDraft }) {
  const t = useTexts(DUPLICATE_TEXTS);
  const headingId = useId();
  const latitude = useAppStore((s) => s.location.latitude);
  const longitude = useAppStore((s) => s.location.longitude);
  const query = draft.shopId ? null : suggestionQuery(draft, { latitude, longitude });
  const key = query?.toString() ?? null;
  const [settled, setSettled] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const asked = settled !== null && settled === key ? settled : null;
  const { data } = useApiData(asked ? publicApi.shopSuggestions(new URLSearchParams(asked)) : null);
  const shops = asked && dismissed !== asked ? (data?.items ?? []) : [];
  if (shops.length === 0) return null;

  return (
    <section className="shop-suggestions" aria-labelledby={headingId} aria-live="polite">
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.lead}</p>
      <ul className="shop-suggestions__list">
        {shops.map((shop) => (
          <li key={shop.id} className="shop-suggestions__item">
            <div className="shop-suggestions__facts">
              <strong>{shop.name}</strong>
              <span>
                {[
                  shop.distanceMeters !== null
                    ? t.distance(shop.distanceMeters)
                    : shop.pin
                      ? t.samePin(shop.pin)
                      : null,
                  shop.city,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {shop.isClaimed ? <span className="shop-suggestions__claimed">{t.claimed}</span> : null}
            </div>
            <Link className="button button--primary shop-suggestions__claim" to={PATHS.shop(shop.id)}>
              {t.claimThis}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="button shop-suggestions__dismiss" onClick={() => setDismissed(asked)}>
        {t.notMine}
      </button>
    </section>
  );
}
