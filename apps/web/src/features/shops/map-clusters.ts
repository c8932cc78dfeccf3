import L from 'leaflet';
import Supercluster from 'supercluster';

/**
 * Close markers grouped (issue 27): a covered pin could not be tapped. Supercluster (a maintained,
 * small library, in the map's own chunk) groups the shops within 48 px of each other at the map's
 * zoom; a group shows as a numbered marker that zooms in until its shops part.
 */

/** What a shop needs to be grouped: its position. */
interface Placed {
  lat: number;
  long: number;
}

export type MapFeature<T extends Placed> =
  | { kind: 'shop'; shop: T }
  | { kind: 'cluster'; at: L.LatLngTuple; count: number; expansionZoom: number; label: string };

export const defaultClusterLabel = (count: number) => `${count} shops here: zoom in`;

/** Past this zoom every shop shows as its own pin, even two at the same spot (their popups still open). */
const MAX_CLUSTER_ZOOM = 17;

export function createClusterIndex<T extends Placed>(shops: readonly T[], label: (count: number) => string) {
  const index = new Supercluster<{ shop: number }>({ radius: 48, maxZoom: MAX_CLUSTER_ZOOM, minPoints: 2 });
  index.load(
    shops.map((shop, i) => ({
      type: 'Feature' as const,
      properties: { shop: i },
      geometry: { type: 'Point' as const, coordinates: [shop.long, shop.lat] },
    })),
  );
  return {
    /** The shops and groups within the map's view, widened a little so that panning shows no gap. */
    visible(map: L.Map): MapFeature<T>[] {
      const bounds = map.getBounds().pad(0.25);
      const box: [number, number, number, number] = [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ];
      return index.getClusters(box, Math.round(map.getZoom())).flatMap((feature): MapFeature<T>[] => {
        const [long, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          shop?: number;
        };
        if (!properties.cluster) {
          const shop = shops[properties.shop ?? -1];
          return shop ? [{ kind: 'shop', shop }] : [];
        }
        const count = properties.point_count ?? 0;
        const expansionZoom = Math.min(index.getClusterExpansionZoom(properties.cluster_id!), MAX_CLUSTER_ZOOM + 1);
        return [{ kind: 'cluster', at: [lat, long], count, expansionZoom, label: label(count) }];
      });
    },
  };
}

const icons = new Map<string, L.DivIcon>();

/** A round marker with the number of its shops, bigger for bigger groups. */
export function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  const key = `${size}:${count}`;
  let icon = icons.get(key);
  if (!icon) {
    const px = size === 'small' ? 36 : size === 'medium' ? 42 : 48;
    icon = L.divIcon({
      className: `shop-map__cluster shop-map__cluster--${size}`,
      html: `<span>${count}</span>`,
      iconSize: [px, px],
      iconAnchor: [px / 2, px / 2],
    });
    icons.set(key, icon);
  }
  return icon;
}
