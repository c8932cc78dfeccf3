/**
 * The words a shopper types for a kind of shop, and the sub-categories (ids of the taxonomy in
 * features/reference) each one means. The labels of the categories and sub-categories are read
 * from the database; this table adds what the labels do not say: synonyms, plurals and Hindi
 * written in Latin letters (decision 0037); Hindi in Devanagari is read through
 * hindi-vocabulary.ts (decision 0073).
 */
import { SUB_CATEGORY_LABELS as HI_SUB_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import { DEVANAGARI_STOP_WORDS, DEVANAGARI_WORDS, isDevanagari, vocabularyKey } from './hindi-vocabulary.ts';

/** The kinds of shop that repair things ('repairing' means what the labels' 'repair' means). */
const REPAIRS = [
  'mobile-repair',
  'computer-repair',
  'appliance-repair',
  'car-repair',
  'two-wheeler-repair',
  'shoe-repair',
] as const;

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Medical & Pharmacy
  chemist: ['pharmacy'],
  chemists: ['pharmacy'],
  medical: ['pharmacy'],
  medicals: ['pharmacy'],
  medicine: ['pharmacy'],
  medicines: ['pharmacy'],
  pharmacy: ['pharmacy'],
  pharmacies: ['pharmacy'],
  druggist: ['pharmacy'],
  dawai: ['pharmacy'],
  dawa: ['pharmacy'],
  dava: ['pharmacy'],
  davai: ['pharmacy'],
  dawakhana: ['pharmacy'],
  aushadhi: ['pharmacy'],
  // Kirana & Grocery
  kirana: ['grocery-store'],
  kiranas: ['grocery-store'],
  grocery: ['grocery-store', 'supermarket'],
  groceries: ['grocery-store', 'supermarket'],
  grocer: ['grocery-store'],
  provision: ['grocery-store'],
  provisions: ['grocery-store'],
  general: ['grocery-store'],
  ration: ['grocery-store'],
  // Sweets & Mithai
  sweets: ['sweet-shop'],
  sweet: ['sweet-shop'],
  mithai: ['sweet-shop'],
  mithaiwala: ['sweet-shop'],
  mishti: ['sweet-shop'],
  misthan: ['sweet-shop'],
  mishtan: ['sweet-shop'],
  halwai: ['sweet-shop'],
  // Fruits & Vegetables
  sabzi: ['fruits-and-vegetables'],
  sabji: ['fruits-and-vegetables'],
  subzi: ['fruits-and-vegetables'],
  sabzee: ['fruits-and-vegetables'],
  vegetable: ['fruits-and-vegetables'],
  vegetables: ['fruits-and-vegetables'],
  veggies: ['fruits-and-vegetables'],
  fruit: ['fruits-and-vegetables'],
  phal: ['fruits-and-vegetables'],
  greengrocer: ['fruits-and-vegetables'],
  // A few more everyday words
  doodh: ['dairy-and-milk'],
  milk: ['dairy-and-milk'],
  chicken: ['meat-and-chicken'],
  mutton: ['meat-and-chicken'],
  machhi: ['fish-and-seafood'],
  machli: ['fish-and-seafood'],
  cake: ['cake-shop'],
  chai: ['cafe-and-tea-stall', 'tea-and-coffee'],
  kapda: ['clothing-store', 'fabric-and-textiles'],
  kapde: ['clothing-store', 'fabric-and-textiles'],
  kitab: ['books'],
  darzi: ['tailoring'],
  joota: ['footwear'],
  jute: ['footwear'],
  chashma: ['opticals'],
  sunar: ['jewellery-store'],
  jeweller: ['jewellery-store'],
  jewelry: ['jewellery-store'],
  mobile: ['mobile-phones'],
  hospital: ['clinic'],
  doctor: ['clinic'],
  xerox: ['xerox-and-printing'],
  photocopy: ['xerox-and-printing'],
  // The words Hindi words are read as (hindi-vocabulary.ts), and the everyday kinds' own words
  parchun: ['grocery-store'],
  icecream: ['ice-cream-parlour'],
  kulfi: ['ice-cream-parlour'],
  masala: ['spices-and-dry-fruits'],
  mewa: ['spices-and-dry-fruits'],
  sharab: ['wine-and-liquor'],
  theka: ['wine-and-liquor'],
  hotel: ['restaurant'],
  dhaba: ['restaurant'],
  bhojanalaya: ['restaurant'],
  mess: ['restaurant'],
  tiffin: ['restaurant'],
  readymade: ['clothing-store'],
  tailor: ['tailoring'],
  tailors: ['tailoring'],
  silai: ['tailoring'],
  chappal: ['footwear'],
  mochi: ['shoe-repair'],
  bag: ['bags-and-luggage'],
  watch: ['watches-and-clocks'],
  ghadi: ['watches-and-clocks'],
  choodi: ['fashion-accessories'],
  bangles: ['fashion-accessories'],
  dentist: ['dental-clinic'],
  pathology: ['diagnostic-lab'],
  mehendi: ['beauty-parlour'],
  mehndi: ['beauty-parlour'],
  nai: ['salon'],
  barber: ['salon'],
  gym: ['gym-and-fitness'],
  mobiles: ['mobile-phones'],
  phone: ['mobile-phones', 'mobile-repair'],
  recharge: ['mobile-phones'],
  repairing: REPAIRS,
  mechanic: ['car-repair', 'two-wheeler-repair'],
  tv: ['electronics-store', 'appliance-repair'],
  ac: ['home-appliances', 'appliance-repair'],
  fridge: ['home-appliances', 'appliance-repair'],
  cooler: ['home-appliances', 'appliance-repair'],
  appliance: ['home-appliances'],
  computer: ['computers-and-laptops'],
  laptop: ['computers-and-laptops'],
  gadda: ['mattress-and-bedding'],
  bartan: ['kitchenware-and-utensils'],
  paint: ['paints'],
  bijli: ['electricals'],
  electrical: ['electricals'],
  electrician: ['electricals'],
  cement: ['building-materials'],
  chabi: ['locksmith'],
  inverter: ['solar-and-inverters'],
  battery: ['solar-and-inverters', 'auto-parts'],
  batteries: ['solar-and-inverters', 'auto-parts'],
  tyre: ['tyres'],
  puncture: ['tyres', 'two-wheeler-repair'],
  cycle: ['bicycles'],
  bike: ['two-wheeler-showroom'],
  bikes: ['two-wheeler-showroom'],
  pustak: ['books'],
  gift: ['gifts-and-novelties'],
  khilona: ['toys-and-games'],
  pataka: ['firecrackers'],
  phool: ['florist'],
  flower: ['florist'],
  flowers: ['florist'],
  beej: ['seeds-and-fertilisers'],
  khad: ['seeds-and-fertilisers'],
  dhobi: ['laundry-and-dry-cleaning'],
  istri: ['laundry-and-dry-cleaning'],
  kabadi: ['second-hand'],
  scrap: ['second-hand'],
};

/** Words that say "near me": the position says it already, so they are no words of the search. */
export const NEARBY_PHRASES: readonly (readonly string[])[] = [
  ['near', 'me'],
  ['near', 'by'],
  ['nearby'],
  ['around', 'me'],
  ['close', 'by'],
  ['mere', 'paas'],
  ['paas'],
  ['nazdeek'],
  ['मेरे', 'पास'],
  ['मेरे', 'नज़दीक'],
  ['के', 'पास'],
  ['आस', 'पास'],
  ['आसपास'],
  ['पास'],
  ['नज़दीक'],
  ['नज़दीकी'],
];

/** Words that say nothing about the kind of shop ("Medical Store", "Sweet Shop", "मिठाई की दुकान"), as vocabulary keys. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    '&',
    'and',
    'shop',
    'shops',
    'store',
    'stores',
    'the',
    'of',
    'a',
    'near',
    'me',
    'ki',
    'ka',
    'ke',
    'dukaan',
    'dukan',
    ...DEVANAGARI_STOP_WORDS,
  ].map(vocabularyKey),
);

export interface Vocabulary {
  /** Every known word (its vocabulary key) and the sub-categories it means. */
  meanings: ReadonlyMap<string, ReadonlySet<string>>;
  /** Devanagari words (keys) read as a Latin word of the vocabulary: "मिठाई" → "mithai". */
  readings: ReadonlyMap<string, string>;
  /** The known words grouped by length, for the typo look-up. */
  byLength: ReadonlyMap<number, readonly string[]>;
}

/** The sub-categories as the database holds them. Category labels are left out: 'Sweets & Bakery' would make 'sweets' find bakeries. */
export type SubCategoryLabels = ReadonlyArray<{ id: string; label: string }>;

/** Sub-category id → its label in Hindi (the shared locale's, as the web shows it). */
export type HindiLabels = Readonly<Record<string, string>>;

function labelWords(label: string): string[] {
  return label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** The words of a Hindi label, as keys: "मिठाई की दुकान" → मिठाई. */
function hindiLabelWords(label: string): string[] {
  return label
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => isDevanagari(w) && w.length >= 2)
    .map(vocabularyKey)
    .filter((w) => !STOP_WORDS.has(w));
}

export function buildVocabulary(
  subCategories: SubCategoryLabels,
  hindiLabels: HindiLabels = HI_SUB_CATEGORY_LABELS,
): Vocabulary {
  const meanings = new Map<string, Set<string>>();
  const add = (word: string, ids: Iterable<string>) => {
    const set = meanings.get(word) ?? new Set<string>();
    for (const id of ids) set.add(id);
    meanings.set(word, set);
  };
  const known = new Set(subCategories.map((s) => s.id));
  for (const sub of subCategories) for (const word of labelWords(sub.label)) add(word, [sub.id]);
  for (const [word, ids] of Object.entries(SYNONYMS))
    add(
      word,
      ids.filter((id) => known.has(id)),
    );
  const readings = new Map<string, string>();
  for (const [word, reading] of Object.entries(DEVANAGARI_WORDS)) readings.set(vocabularyKey(word), reading);
  // A Hindi word read as a Latin one means what that word means, and nothing else: the same kinds as the English query.
  for (const [word, reading] of readings) add(word, meanings.get(reading) ?? []);
  for (const sub of subCategories)
    for (const word of hindiLabelWords(hindiLabels[sub.id] ?? '')) if (!readings.has(word)) add(word, [sub.id]);
  const byLength = new Map<number, string[]>();
  for (const word of meanings.keys()) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  return { meanings, readings, byLength };
}

/** Levenshtein distance with adjacent swaps counted as one edit, giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** Edits a word of this length may hold and still be read as a known word. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The known word a typo most likely meant: the fewest edits, then the most common length
 * (ties keep the vocabulary's order). Undefined when none is close enough.
 */
export function closestWord(vocabulary: Vocabulary, word: string): string | undefined {
  const max = allowedEdits(word.length);
  if (max === 0) return undefined;
  let best: { word: string; distance: number } | undefined;
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, max);
      if (
        distance <= max &&
        (!best ||
          distance < best.distance ||
          (distance === best.distance && candidate.length === word.length && best.word.length !== word.length))
      ) {
        best = { word: candidate, distance };
      }
    }
  }
  return best?.word;
}
