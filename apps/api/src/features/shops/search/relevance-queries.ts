import {
  FAMILIES,
  KINDS,
  LOCALITIES,
  relevanceFixture,
  TIER_SHOPS,
  TOWN,
  type FixtureShop,
} from './relevance-fixture.ts';

/**
 * The relevance set (decision 0078): queries over the fixture's shops, each with the shops it
 * should find, as a shopper would type them: names in their usual spelling, other spellings, in
 * Devanagari, with a typo, after Sri/Shri/Shree; kinds in English, Hinglish and Hindi; "near me";
 * "in <place>". Scored by recall at 10 and mean reciprocal rank (scoreRelevance).
 */
export type QueryKind =
  | 'name'
  | 'variant'
  | 'devanagari'
  | 'typo'
  | 'honorific'
  | 'kind'
  | 'hinglish'
  | 'hindi'
  | 'near-me'
  | 'place'
  | 'tier';

export interface RelevanceQuery {
  kind: QueryKind;
  /** The q= text. */
  q: string;
  /** More of the query string ("&near=…"). */
  params: string;
  /** The ids of the shops it should find. */
  relevant: string[];
}

const isDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);
const NEAR = `&near=${TOWN.lat},${TOWN.long}&radiusKm=25`;

/** Words a shopper types for each kind: English, Hinglish, Hindi in Devanagari. */
const KIND_WORDS: Record<string, { english: string; hinglish: string; hindi: string }> = {
  'grocery-store': { english: 'grocery', hinglish: 'kirana', hindi: 'किराना' },
  pharmacy: { english: 'medical', hinglish: 'dawai', hindi: 'दवाई' },
  'sweet-shop': { english: 'sweets', hinglish: 'mithai', hindi: 'मिठाई' },
  bakery: { english: 'bakery', hinglish: 'bakery', hindi: 'बेकरी' },
  tailoring: { english: 'tailor', hinglish: 'darzi', hindi: 'दर्ज़ी' },
  'mobile-repair': { english: 'mobile repair', hinglish: 'mobile repairing', hindi: 'मोबाइल रिपेयर' },
  restaurant: { english: 'restaurant', hinglish: 'hotel', hindi: 'होटल' },
  'fruits-and-vegetables': { english: 'vegetables', hinglish: 'sabzi', hindi: 'सब्ज़ी' },
};

/** The fixture's localities as a Hindi reader writes them. */
const HINDI_LOCALITIES: Record<(typeof LOCALITIES)[number][0], string> = {
  Jayanagar: 'जयनगर',
  Malleshwaram: 'मल्लेश्वरम',
  Indiranagar: 'इंदिरानगर',
  Koramangala: 'कोरमंगला',
  Basavanagudi: 'बसवनगुडी',
  Whitefield: 'व्हाइटफ़ील्ड',
};

/** A typo a shopper makes: two letters after the second swapped ("ganesh" → "gaensh"). */
const typo = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

export function relevanceQueries(shops: readonly FixtureShop[] = relevanceFixture()): RelevanceQuery[] {
  const ids = (keep: (s: FixtureShop) => boolean) => shops.filter(keep).map((s) => s.shop.id);
  const queries: RelevanceQuery[] = [];
  const add = (kind: QueryKind, q: string, relevant: string[], params = '') =>
    queries.push({ kind, q, params, relevant });

  FAMILIES.forEach((spellings, family) => {
    const ofFamily = ids((s) => s.family === family);
    spellings.forEach((spelling, i) =>
      add(isDevanagari(spelling) ? 'devanagari' : i === 0 ? 'name' : 'variant', spelling.toLowerCase(), ofFamily),
    );
    const usual = spellings[0]!.toLowerCase();
    if (usual.length >= 6) add('typo', typo(usual), ofFamily);
  });
  for (const family of [0, 1, 3, 7, 9, 26]) {
    const honoured = ids((s) => s.family === family && s.honorific);
    const usual = FAMILIES[family]![0]!.toLowerCase();
    add('honorific', `shree ${usual}`, honoured);
    add('honorific', `sri ${usual}`, honoured);
  }
  for (const kind of KINDS) {
    const words = KIND_WORDS[kind.sub]!;
    const ofKind = ids((s) => s.kind.sub === kind.sub);
    add('kind', words.english, ofKind);
    add('hinglish', words.hinglish, ofKind);
    add('hindi', words.hindi, ofKind);
    add('near-me', `${words.hinglish} near me`, ofKind, NEAR);
    add('near-me', `${words.english} nearby`, ofKind, NEAR);
    const [locality] = LOCALITIES[KINDS.indexOf(kind) % LOCALITIES.length]!;
    const inPlace = ids((s) => s.kind.sub === kind.sub && s.locality === locality);
    add('place', `${words.hinglish} in ${locality.toLowerCase()}`, inPlace);
    // In Devanagari, the place before or after the words ("किराना जयनगर में", "जयनगर में किराना").
    const hindiPlace = HINDI_LOCALITIES[locality];
    add(
      'place',
      KINDS.indexOf(kind) % 2 ? `${hindiPlace} में ${words.hindi}` : `${words.hindi} ${hindiPlace} में`,
      inPlace,
    );
  }
  add(
    'near-me',
    'मेरे पास किराना',
    ids((s) => s.kind.sub === 'grocery-store'),
    NEAR,
  );
  for (const [locality] of LOCALITIES) {
    const family = LOCALITIES.findIndex(([l]) => l === locality);
    const name = FAMILIES[family]![0]!.toLowerCase();
    add(
      'place',
      `${name} in ${locality.toLowerCase()}`,
      ids((s) => s.family === family && s.locality === locality),
    );
  }
  // The tiers (decision 0086): the exact name first, though the farthest; the names holding the
  // words within the first ten, above the kind's 36 nearer shops.
  const tier = (...names: string[]) => TIER_SHOPS.filter((s) => names.includes(s.name)).map((s) => s.id);
  add('tier', 'mithai', tier('Mithai'), NEAR);
  add('tier', 'mithai', tier('Mithai', 'Mithai Mandir', 'Agra Mithai'), NEAR);
  add('tier', 'navaratna sweets', tier('Navaratna Sweets'), NEAR);
  add('tier', 'navaratna sweets', tier('Navaratna Sweets'));
  add(
    'tier',
    'sweets',
    ids((s) => / sweets$/i.test(s.shop.name)),
    NEAR,
  );
  return queries.filter((query) => query.relevant.length > 0);
}

export interface RelevanceScores {
  queries: number;
  /** Mean over the queries of the share of their relevant shops (up to 10) in the first 10 found. */
  recallAt10: number;
  /** Mean over the queries of 1 / the rank of the first relevant shop found (0 when none is in the first page). */
  mrr: number;
  /** Per kind of query. */
  byKind: Record<string, { queries: number; recallAt10: number; mrr: number }>;
  /** The queries that missed some of their relevant shops. */
  misses: Array<{ q: string; recallAt10: number }>;
}

/** Scores the set, `search` answering the ids found for a query, best first. */
export async function scoreRelevance(
  search: (query: RelevanceQuery) => Promise<string[]>,
  queries: readonly RelevanceQuery[] = relevanceQueries(),
): Promise<RelevanceScores> {
  const rows: Array<{ kind: QueryKind; q: string; recall: number; rr: number }> = [];
  for (const query of queries) {
    const found = await search(query);
    const relevant = new Set(query.relevant);
    const top = found.slice(0, 10);
    const recall = top.filter((id) => relevant.has(id)).length / Math.min(10, relevant.size);
    const first = found.findIndex((id) => relevant.has(id));
    rows.push({ kind: query.kind, q: query.q, recall, rr: first < 0 ? 0 : 1 / (first + 1) });
  }
  const mean = (list: typeof rows, pick: (r: (typeof rows)[number]) => number) =>
    list.length ? list.reduce((sum, r) => sum + pick(r), 0) / list.length : 0;
  const byKind: RelevanceScores['byKind'] = {};
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const ofKind = rows.filter((r) => r.kind === kind);
    byKind[kind] = {
      queries: ofKind.length,
      recallAt10: mean(ofKind, (r) => r.recall),
      mrr: mean(ofKind, (r) => r.rr),
    };
  }
  return {
    queries: rows.length,
    recallAt10: mean(rows, (r) => r.recall),
    mrr: mean(rows, (r) => r.rr),
    byKind,
    misses: rows.filter((r) => r.recall < 1).map((r) => ({ q: r.q, recallAt10: r.recall })),
  };
}
