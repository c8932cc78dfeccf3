import { lazy, Suspense, useMemo } from 'react';
import { LOCATION_TEXT } from '@local-shops/shared';
import { PinIcon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useNearViewport } from '../../lib/use-near-viewport.ts';
import './shop-map-view.css';

/**
 * Leaflet and its CSS load with the shop page's map, never with the landing page (decision 0041),
 * and only once the visitor scrolls near the map: a phone that never shows it downloads neither
 * Leaflet nor the map's tiles.
 */
const ShopMap = lazy(() => import('./shop-map.tsx'));

/**
 * Directions to a position in the phone's map app (decision 0041): Google Maps' cross-platform
 * URL opens the Maps app on Android (and on iPhones that have it) and the web map elsewhere,
 * where a geo: URI works on Android only.
 */
export function directionsUrl(lat: number, long: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;
}

/** The shop page's small map with the shop's marker, and its Directions link; nothing without a position. */
export function ShopLocation({
  shop,
  onDirections,
}: {
  shop: { id: string; name: string; lat: number | null; long: number | null };
  onDirections?: () => void;
}) {
  const locationText = useTexts(LOCATION_TEXT);
  const { id, name, lat, long } = shop;
  const shops = useMemo(
    () => (lat === null || long === null ? [] : [{ id, name, lat, long, href: PATHS.shop(id) }]),
    [id, name, lat, long],
  );
  const [mapSlot, nearMap] = useNearViewport<HTMLDivElement>();
  if (lat === null || long === null) return null;
  const placeholder = <div className="shop-map-placeholder shop-map--small" />;
  return (
    <section className="shop-location" aria-label={locationText.location}>
      <div ref={mapSlot}>
        {nearMap ? (
          <Suspense fallback={placeholder}>
            <ShopMap shops={shops} label={locationText.mapOfShop(name)} single className="shop-map--small" />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <a
        className="shops-button shops-button--primary shop-location__directions"
        href={directionsUrl(lat, long)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={locationText.directionsLabel(name)}
        onClick={onDirections}
      >
        <PinIcon size={18} />
        {locationText.directions}
      </a>
    </section>
  );
}
