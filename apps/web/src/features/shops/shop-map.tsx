import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadSiteConfig } from '../../lib/site-config.ts';
import { clusterIcon, createClusterIndex as clusterIndex, defaultClusterLabel } from './map-clusters.ts';
import './shop-map.css';

/** One shop on the map. */
export interface MapShop {
  id: string;
  name: string;
  lat: number;
  long: number;
  /** The shop page; its name in the marker's popup links there. */
  href: string;
}

export interface ShopMapProps {
  shops: readonly MapShop[];
  /** The accessible name of the map region. */
  label: string;
  /** One shop: its marker is the map's centre, at street zoom, and needs no popup. */
  single?: boolean;
  /** The name of a marker that stands for `count` close shops ('12 shops here: zoom in'). */
  clusterLabel?: (count: number) => string;
  className?: string;
}

/** The shops that can go on a map: those with a position. */
export function mapShops<T extends { id: string; name: string; lat: number | null; long: number | null }>(
  shops: readonly T[],
  href: (id: string) => string,
): MapShop[] {
  return shops.flatMap((s) =>
    s.lat === null || s.long === null ? [] : [{ id: s.id, name: s.name, lat: s.lat, long: s.long, href: href(s.id) }],
  );
}

/** Zoom of a single shop's map: its street and the next few. */
const STREET_ZOOM = 16;
/** The whole of India while nothing is shown. */
const INDIA: L.LatLngTuple = [22.5, 79];

/** A pin drawn in CSS: no marker images to load, the same offline as online. */
const PIN = L.divIcon({ className: 'shop-map__pin', iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] });

/** A popup of the shop's name linking to its page, built as elements (a name is text, never markup). */
function popupContent(shop: MapShop, open: (href: string) => void): HTMLElement {
  const link = document.createElement('a');
  link.className = 'shop-map__popup-link';
  link.href = shop.href;
  link.textContent = shop.name;
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    open(shop.href);
  });
  return link;
}

/**
 * A Leaflet map of shops (decision 0041). This module, Leaflet and its CSS form one chunk that
 * the page loads only when a map is shown. Tiles come from the configured tile server; without
 * one (offline, tests) the markers show on a blank map.
 */
export default function ShopMap({
  shops,
  label,
  single = false,
  className,
  clusterLabel = defaultClusterLabel,
}: ShopMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: INDIA, zoom: 4, scrollWheelZoom: false });
    map.current = created;
    layer.current = L.layerGroup().addTo(created);
    let alive = true;
    void loadSiteConfig().then((config) => {
      if (!alive || !config) return;
      L.tileLayer(config.map.tileUrl, { attribution: config.map.attribution, maxZoom: 19 }).addTo(created);
    });
    return () => {
      alive = false;
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    const open = (href: string) => void navigateRef.current(href);
    const pin = (shop: MapShop) => {
      const marker = L.marker([shop.lat, shop.long], { icon: PIN, title: shop.name, alt: shop.name, keyboard: true });
      if (!single) marker.bindPopup(() => popupContent(shop, open));
      return marker;
    };
    // Close shops are one numbered marker (issue 27): tapping it zooms in until they part.
    const clusters = single || shops.length < 2 ? null : clusterIndex(shops, clusterLabel);
    const draw = () => {
      group.clearLayers();
      if (!clusters) return shops.forEach((shop) => pin(shop).addTo(group));
      for (const feature of clusters.visible(current)) {
        if (feature.kind === 'shop') pin(feature.shop).addTo(group);
        else
          L.marker(feature.at, {
            icon: clusterIcon(feature.count),
            title: feature.label,
            alt: feature.label,
            keyboard: true,
          })
            .on('click', () => current.setView(feature.at, feature.expansionZoom))
            .addTo(group);
      }
    };
    draw();
    current.on('moveend', draw);
    if (shops.length === 1 || single) {
      const first = shops[0];
      if (first) current.setView([first.lat, first.long], STREET_ZOOM);
    } else if (shops.length > 1) {
      current.fitBounds(L.latLngBounds(shops.map((s): L.LatLngTuple => [s.lat, s.long])), {
        padding: [32, 32],
        maxZoom: STREET_ZOOM,
      });
    }
    return () => {
      current.off('moveend', draw);
    };
  }, [shops, single, clusterLabel]);

  return (
    <div
      ref={element}
      className={`shop-map${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={label}
      data-markers={shops.length}
    />
  );
}
