import { DATA_CREDIT_TEXT, LISTING_VIEW_TEXT, type ShopDetail } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

/** What a shop's source (OpenStreetMap) says of it besides its name (decision 0072); the demo's sample has none of it. */
export type ShopSourceDetails = Partial<
  Pick<ShopDetail, 'streetAddress' | 'locality' | 'website' | 'fromOpenStreetMap' | 'openingHoursText'>
>;

/** OpenStreetMap's page on its licence and the credit it asks for. */
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** "17, 8th Cross Road, Malleshwaram": the public street address and locality a source gave. */
export function StreetAddress({ shop }: { shop: ShopSourceDetails }) {
  const line = [shop.streetAddress, shop.locality].filter(Boolean).join(', ');
  return line ? <p className="shop-view__address shop-view__street">{line}</p> : null;
}

/** The shop's website, by its host name ("example.in"); the address was checked to be http or https on import. */
export function WebsiteLink({ website }: { website: string | null | undefined }) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  if (!website) return null;
  let host: string;
  try {
    host = new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
  return (
    <p className="shop-view__website">
      <span>{listingText.website}: </span>
      <a href={website} target="_blank" rel="noopener noreferrer nofollow">
        {host}
      </a>
    </p>
  );
}

/** The credit OpenStreetMap's licence (ODbL) asks of a page showing its data. */
export function OsmCredit({ shop }: { shop: ShopSourceDetails }) {
  const credit = useTexts(DATA_CREDIT_TEXT);
  if (!shop.fromOpenStreetMap) return null;
  return (
    <p className="shop-view__credit">
      {credit.shopDetailsFrom}{' '}
      <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noopener noreferrer">
        {credit.openStreetMapContributors}
      </a>
    </p>
  );
}
