import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { OsmTags } from './osm-kinds.ts';

/**
 * The public facts of a place that OpenStreetMap gives besides its name and kind: its business
 * phone, website and street address. They are public data (mapped from signboards and the
 * business's own pages); an owner's typed address and verified number live in other columns.
 */

/** The tags that may hold the business's phone, in the order they are tried. */
const PHONE_TAGS = ['phone', 'contact:phone', 'contact:mobile'] as const;
const WEBSITE_TAGS = ['website', 'contact:website'] as const;
const WEBSITE_MAX = 500;
const ADDRESS_PART_MAX = 100;

/** What became of a field the source had: kept, or skipped for the reason counted. */
export type FieldOutcome<T> = { value: T } | { skipped: true } | undefined;

/** A tag may list several values: "+91 80 2345 6789; +91 98450 12345". */
const valuesOf = (value: string) =>
  value
    .split(/[;,/]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The first valid Indian number of the phone tags, as E.164 (+91 and the national number:
 * mobiles, fixed lines with their area code, toll-free 1800 numbers), checked against India's
 * numbering plan by libphonenumber; `skipped` when the tags hold none (a foreign or malformed number).
 */
export function publicPhone(tags: OsmTags): FieldOutcome<string> {
  const given = PHONE_TAGS.flatMap((tag) => (tags[tag] ? valuesOf(tags[tag]) : []));
  if (given.length === 0) return undefined;
  for (const value of given) {
    const parsed = parsePhoneNumberFromString(value, 'IN');
    if (parsed?.country === 'IN' && parsed.isValid()) return { value: parsed.number };
  }
  return { skipped: true };
}

/**
 * The website as a link: http and https only (a bare "www.example.in" is taken as http, which a
 * site that has https redirects from); `skipped` for any other scheme or a value that is no address.
 */
export function website(tags: OsmTags): FieldOutcome<string> {
  const given = WEBSITE_TAGS.map((tag) => tags[tag]?.trim()).find(Boolean);
  if (!given) return undefined;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(given) ? given : `http://${given}`;
  try {
    const url = new URL(withScheme);
    const valid =
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password &&
      url.href.length <= WEBSITE_MAX;
    return valid ? { value: url.href } : { skipped: true };
  } catch {
    return { skipped: true };
  }
}

const part = (value: string | undefined) => value?.trim().slice(0, ADDRESS_PART_MAX) || undefined;

/** "17, 8th Cross Road": the house number and street, as Indian addresses write them; a number alone says nothing. */
export function streetAddress(tags: OsmTags): string | undefined {
  const street = part(tags['addr:street']);
  if (!street) return undefined;
  const house = part(tags['addr:housenumber']);
  return house ? `${house}, ${street}` : street;
}

/** The locality within the town ("Malleshwaram"), for display. */
export const locality = (tags: OsmTags): string | undefined =>
  part(tags['addr:suburb']) ?? part(tags['addr:neighbourhood']) ?? part(tags['addr:quarter']);
