import { TAXONOMY, type TaxonomySubCategory } from '../../features/reference/taxonomy.ts';

/** OpenStreetMap tags, key to value. */
export type OsmTags = Readonly<Record<string, string>>;

/** The keys that say what kind of place an object is, in the order they are asked. */
export const KIND_KEYS = ['shop', 'amenity', 'healthcare', 'craft'] as const;

/**
 * Tags that the taxonomy's own `osm` lists (shop=* and amenity=*) leave out, by the sub-category
 * id they map onto: crafts and health-care places that are run as shops in an Indian town.
 */
const MORE_TAGS: Readonly<Record<string, readonly string[]>> = {
  tailoring: ['craft=tailor', 'craft=dressmaker'],
  'shoe-repair': ['craft=shoemaker'],
  'jewellery-store': ['craft=jeweller', 'craft=goldsmith'],
  'watches-and-clocks': ['craft=watchmaker', 'craft=clockmaker'],
  'sweet-shop': ['craft=confectionery'],
  furniture: ['craft=carpenter'],
  electricals: ['craft=electrician'],
  'hardware-and-sanitary': ['craft=plumber'],
  locksmith: ['craft=locksmith', 'craft=key_cutter'],
  'photo-studio': ['craft=photographer', 'craft=photographic_laboratory'],
  'xerox-and-printing': ['craft=printer'],
  'curtains-and-furnishing': ['craft=upholsterer'],
  'plywood-glass-and-doors': ['craft=glaziery', 'craft=window_construction'],
  'antiques-and-handicrafts': ['craft=handicraft'],
  'home-decor': ['craft=pottery'],
  'tent-house-and-events': ['craft=caterer'],
  'bar-and-pub': ['amenity=biergarten'],
  pharmacy: ['healthcare=pharmacy'],
  clinic: ['healthcare=clinic', 'healthcare=doctor', 'healthcare=centre', 'healthcare=physiotherapist'],
  'dental-clinic': ['healthcare=dentist'],
  'diagnostic-lab': ['healthcare=laboratory', 'healthcare=sample_collection'],
  opticals: ['healthcare=optometrist'],
  'ayurvedic-and-herbal': ['healthcare=alternative'],
  'hearing-aids': ['healthcare=audiologist'],
};

/** Places to eat or drink whose `cuisine` may name a more precise sub-category. */
const EATERIES = new Set(['amenity=restaurant', 'amenity=fast_food', 'amenity=cafe', 'amenity=food_court']);

/** cuisine=* values (the first one) that move an eatery to another sub-category, by its id. */
const CUISINES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    ice_cream: 'ice-cream-parlour',
    frozen_yogurt: 'ice-cream-parlour',
    gelato: 'ice-cream-parlour',
    coffee_shop: 'cafe-and-tea-stall',
    coffee: 'cafe-and-tea-stall',
    tea: 'cafe-and-tea-stall',
    chai: 'cafe-and-tea-stall',
    juice: 'cold-drinks-and-beverages',
    bubble_tea: 'cold-drinks-and-beverages',
    sweets: 'sweet-shop',
    indian_sweets: 'sweet-shop',
    mithai: 'sweet-shop',
    cake: 'cake-shop',
    bakery: 'bakery',
    donut: 'bakery',
    chocolate: 'chocolate-shop',
    chaat: 'fast-food-and-street-food',
    street_food: 'fast-food-and-street-food',
  }),
);

const SUB_BY_ID: ReadonlyMap<string, TaxonomySubCategory> = new Map(
  TAXONOMY.flatMap((c) => c.subCategories.map((sub) => [sub.id, sub] as const)),
);

function subCategory(id: string): TaxonomySubCategory {
  const sub = SUB_BY_ID.get(id);
  if (!sub) throw new Error(`the OpenStreetMap tag table names "${id}", which is not a sub-category of the taxonomy`);
  return sub;
}

/**
 * The one table from an OpenStreetMap tag ("shop=bakery") to a sub-category: the taxonomy's `osm`
 * values (a bare value is a shop=* one) and MORE_TAGS. A tag is in one sub-category only.
 */
const TAG_TABLE: ReadonlyMap<string, TaxonomySubCategory> = (() => {
  const table = new Map<string, TaxonomySubCategory>();
  const add = (tag: string, sub: TaxonomySubCategory) => {
    if (table.has(tag)) throw new Error(`the OpenStreetMap tag ${tag} is mapped twice`);
    table.set(tag, sub);
  };
  for (const sub of SUB_BY_ID.values())
    for (const value of sub.osm) add(value.includes('=') ? value : `shop=${value}`, sub);
  for (const [id, tags] of Object.entries(MORE_TAGS)) for (const tag of tags) add(tag, subCategory(id));
  for (const id of CUISINES.values()) subCategory(id);
  return table;
})();

/** Every tag the table maps (for tests and documentation). */
export const MAPPED_TAGS: readonly string[] = [...TAG_TABLE.keys()];

/** OpenStreetMap allows several values separated by ';' ("clothes;shoes"): the first one counts. */
function firstValue(raw: string | undefined): string | undefined {
  const value = raw?.split(';')[0]?.trim().toLowerCase();
  return value || undefined;
}

/** What an object is: a sub-category of ours, or the tag of a kind we have no place for. */
export type OsmKind = { sub: TaxonomySubCategory } | { unmapped: string };

/**
 * The kind of an object from its tags: the first of shop, amenity, healthcare and craft whose value
 * is in the table (an eatery refined by its cuisine); else the first such tag, unmapped; undefined
 * when the object has none of these keys (a road, a bench's node... not a place of business).
 */
export function osmKind(tags: OsmTags): OsmKind | undefined {
  let unmapped: string | undefined;
  for (const key of KIND_KEYS) {
    const value = firstValue(tags[key]);
    if (!value) continue;
    const tag = `${key}=${value}`;
    const sub = TAG_TABLE.get(tag);
    if (sub) return { sub: byCuisine(tag, tags.cuisine) ?? sub };
    unmapped ??= tag;
  }
  return unmapped === undefined ? undefined : { unmapped };
}

function byCuisine(tag: string, cuisine: string | undefined): TaxonomySubCategory | undefined {
  if (!EATERIES.has(tag)) return undefined;
  const id = CUISINES.get(firstValue(cuisine) ?? '');
  return id === undefined ? undefined : SUB_BY_ID.get(id);
}
