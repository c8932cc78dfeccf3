import { useMemo } from 'react';
import { RESULTS_MAP_TEXT, type ShopListItem } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import ShopMap, { mapShops } from './shop-map.tsx';

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
  const mapText = useTexts(RESULTS_MAP_TEXT);
  const shops = useMemo(() => mapShops(items, PATHS.shop), [items]);
  const unplaced = items.length - shops.length;
  return (
    <div className="shops-results-map">
      <ShopMap shops={shops} label={mapText.mapOfResults} clusterLabel={mapText.shopsHere} />
      <p className="shops-results-map__note" role="status">
        {mapText.shopsOnMap(shops.length)}
        {unplaced > 0 ? ` ${mapText.shopsWithoutLocation(unplaced)}` : ''}
      </p>
      {hasMore ? (
        <button type="button" className="shops-button" disabled={loading} onClick={onMore}>
          {mapText.moreOnMap}
        </button>
      ) : null}
    </div>
  );
}
