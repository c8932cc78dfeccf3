import type { ShopListItem } from '@local-shops/shared';
import { useMemo } from 'react';
import { PATHS } from '../../lib/paths.ts';
import ShopMap, { mapShops } from './shop-map.tsx';

const RESULTS_MAP_TEXT = {
  mapOfResults: 'Map of the shops found',
  shopsOnMap: (count: number) => (count === 1 ? '1 shop on the map.' : `${count} shops on the map.`),
  shopsWithoutLocation: (count: number) => (count === 1 ? '1 shop has no location yet.' : `${count} shops have no location yet.`),
  moreOnMap: 'Show more shops',
} as const;

export interface ShopResultsMapProps {
  items: readonly ShopListItem[];
  /** More results can be loaded onto the map. */
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/**
 * The results loaded so far as markers; a tap on one opens a popup linking to the shop. Loaded
 * on demand with Leaflet (the list's 'Map' button), never with the landing page.
 */
export default function ShopResultsMap({ items, hasMore, loading, onMore }: ShopResultsMapProps) {
  const shops = useMemo(() => mapShops(items, PATHS.shop), [items]);
  const unplaced = items.length - shops.length;
  return (
    <div className="shops-results-map">
      <ShopMap shops={shops} label={RESULTS_MAP_TEXT.mapOfResults} />
      <p className="shops-results-map__note" role="status">
        {RESULTS_MAP_TEXT.shopsOnMap(shops.length)}
        {unplaced > 0 ? ` ${RESULTS_MAP_TEXT.shopsWithoutLocation(unplaced)}` : ''}
      </p>
      {hasMore ? (
        <button type="button" className="shops-button" disabled={loading} onClick={onMore}>
          {RESULTS_MAP_TEXT.moreOnMap}
        </button>
      ) : null}
    </div>
  );
}
