import type { NewShop } from '../shops.writer.ts';

/**
 * The relevance set's directory (decision 0078): 288 shops of one city, named as Indian shops
 * are: a name in one of its usual spellings (or in Devanagari), often after Sri/Shri/Shree, and
 * about 1 in 10 carrying its kind's word ("Ganesh Sweets", "Laxmi Kirana Store"). Fixed: the
 * queries (relevance-queries.ts) say which of these shops each should find.
 */

/** A name in the spellings shops use; the first is the usual one. */
export const FAMILIES: readonly (readonly string[])[] = [
  ['Ganesh', 'Ganesha', 'गणेश'],
  ['Lakshmi', 'Laxmi', 'Lakshmee', 'लक्ष्मी'],
  ['Krishna', 'Krisna', 'कृष्ण'],
  ['Balaji', 'Baalaji', 'बालाजी'],
  ['Durga', 'Doorga', 'दुर्गा'],
  ['Annapurna', 'Annapoorna', 'अन्नपूर्णा'],
  ['Venkateshwara', 'Venkateswara'],
  ['Srinivasa', 'Shrinivas', 'Sreenivasa'],
  ['Saraswati', 'Saraswathi', 'सरस्वती'],
  ['Hanuman', 'Hanumaan', 'हनुमान'],
  ['Jyoti', 'Jyothi', 'ज्योति'],
  ['Raghavendra', 'Ragavendra'],
  ['Ambika', 'Ambica'],
  ['Vinayaka', 'Vinayak', 'विनायक'],
  ['Renuka', 'Renooka'],
  ['Padmavathi', 'Padmavati'],
  ['Kaveri', 'Kavery', 'Kaaveri'],
  ['Nandini', 'Nandhini'],
  ['Pooja', 'Puja', 'पूजा'],
  ['Anand', 'Aanand', 'आनंद'],
  ['Rajesh', 'राजेश'],
  ['Suresh', 'सुरेश'],
  ['Mahesh', 'महेश'],
  ['Agarwal', 'Aggarwal'],
  ['Sharma', 'शर्मा'],
  ['Chamundeshwari', 'Chamundeswari'],
  ['Manjunath', 'Manjunatha', 'मंजुनाथ'],
  ['Basaveshwara', 'Basaveswara'],
  ['Tirupati', 'Tirupathi', 'Thirupathi'],
  ['Biryani', 'Biriyani', 'Briyani'],
  ['Bharat', 'Bharath', 'भारत'],
  ['Vishnu', 'Visnu', 'विष्णु'],
  ['Gayatri', 'Gayathri', 'गायत्री'],
  ['Kamakshi', 'Kamakshee', 'Kamaxi'],
  ['Mookambika', 'Mukambika'],
  ['Dhanalakshmi', 'Dhanlaxmi'],
];

/** A kind of shop: its sub-category, and the word some of its shops carry in their name. */
export const KINDS = [
  { sub: 'grocery-store', category: 'food-and-grocery', word: 'Kirana Store' },
  { sub: 'pharmacy', category: 'medical-and-health', word: 'Medical' },
  { sub: 'sweet-shop', category: 'sweets-and-bakery', word: 'Sweets' },
  { sub: 'bakery', category: 'sweets-and-bakery', word: 'Bakery' },
  { sub: 'tailoring', category: 'clothing-and-fashion', word: 'Tailors' },
  { sub: 'mobile-repair', category: 'electronics-and-mobiles', word: 'Mobile Repair' },
  { sub: 'restaurant', category: 'restaurants-and-eateries', word: 'Hotel' },
  { sub: 'fruits-and-vegetables', category: 'food-and-grocery', word: 'Fruits' },
] as const;

/** Localities of the fixture's town, each with its centre (km east, km north of the town's). */
export const TOWN = { name: 'Bengaluru', lat: 12.9716, long: 77.5946 } as const;
export const LOCALITIES = [
  ['Jayanagar', -2, -6],
  ['Malleshwaram', -4, 6],
  ['Indiranagar', 6, 1],
  ['Koramangala', 3, -4],
  ['Basavanagudi', -4, -4],
  ['Whitefield', 16, 2],
] as const;

const GENERIC = ['Traders', 'Enterprises', 'Agencies', '& Co', 'Emporium', 'Depot'];
const HONORIFICS = ['Sri', 'Shri', 'Shree', 'श्री'];

export interface FixtureShop {
  shop: NewShop;
  family: number;
  honorific: boolean;
  kind: (typeof KINDS)[number];
  locality: string;
}

const KM_LAT = 1 / 111.2;
const KM_LONG = 1 / (111.2 * Math.cos((TOWN.lat * Math.PI) / 180));

/**
 * Shops that pin the ranking tiers (decision 0086), far from the town's centre so that distance
 * alone would rank them last: an exact name, a name starting with the words, a longer name holding
 * them, each of the sweet shops' kind (whose 36 other shops are nearer).
 */
export const TIER_SHOPS = [
  { id: 'rel-tier-exact', name: 'Mithai', east: 20 },
  { id: 'rel-tier-prefix', name: 'Mithai Mandir', east: 19 },
  { id: 'rel-tier-longer', name: 'Agra Mithai', east: 18 },
  { id: 'rel-tier-name-exact', name: 'Navaratna Sweets', east: 20 },
  { id: 'rel-tier-name-prefix', name: 'Navaratna Sweets Corner', east: 19 },
  { id: 'rel-tier-name-longer', name: 'Sri Navaratna Sweets', east: 18 },
] as const;

/** The fixture: 8 shops of each name, spread over the kinds, the spellings and the localities; and the TIER_SHOPS. */
export function relevanceFixture(): FixtureShop[] {
  const out: FixtureShop[] = [];
  const sweets = KINDS[2];
  for (const { id, name, east } of TIER_SHOPS)
    out.push({
      family: -1,
      honorific: false,
      kind: sweets,
      locality: 'Whitefield',
      shop: fixtureShop(id, name, sweets, 'Whitefield', TOWN.lat + 2 * KM_LAT, TOWN.long + east * KM_LONG),
    });
  FAMILIES.forEach((spellings, family) => {
    for (let i = 0; i < 8; i++) {
      const n = family * 8 + i;
      const kind = KINDS[(family + i) % KINDS.length]!;
      const [locality, east, north] = LOCALITIES[(family * 3 + i) % LOCALITIES.length]!;
      const spelling = spellings[i % spellings.length]!;
      const honorific = i % 3 === 1;
      const latin = !/[\u0900-\u097F]/.test(spelling);
      const honour = honorific ? `${latin ? HONORIFICS[n % 3] : HONORIFICS[3]} ` : '';
      // 1 in 10 carries its kind's word; the rest a word that names no kind.
      const tail = n % 10 === 3 ? kind.word : latin ? GENERIC[n % GENERIC.length] : 'स्टोर';
      out.push({
        family,
        honorific,
        kind,
        locality,
        shop: fixtureShop(
          `rel-${String(n).padStart(3, '0')}`,
          `${honour}${spelling} ${tail}`,
          kind,
          locality,
          TOWN.lat + (north + ((n * 7) % 10) / 10 - 0.5) * KM_LAT,
          TOWN.long + (east + ((n * 3) % 10) / 10 - 0.5) * KM_LONG,
        ),
      });
    }
  });
  return out;
}

function fixtureShop(
  id: string,
  name: string,
  kind: FixtureShop['kind'],
  locality: string,
  lat: number,
  long: number,
): NewShop {
  return {
    id,
    name,
    intro: '',
    city: TOWN.name,
    state: 'Karnataka',
    pin: null,
    shopType: null,
    storeFrontPicture: null,
    lat,
    long,
    isClaimed: false,
    categoryIds: [kind.category],
    subCategoryIds: [kind.sub],
    source: 'seed',
    sourceRef: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    facts: {
      openingHours: null,
      holidays: [],
      openingHoursText: null,
      publicPhone: null,
      website: null,
      streetAddress: null,
      locality,
    },
  };
}
