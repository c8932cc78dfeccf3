import { indianPhoneticKey } from '@local-shops/shared/text/indian-phonetic';
import type { Db } from '../../../db/database.ts';
import { anyNameSoundsLike } from '../../../db/phonetic-search.ts';
import { anyNameHasWord, shopsNamedOutsideKinds, shopsNamedWith, type NamedShop } from '../../../db/text-search.ts';
import { createTtlCache } from '../../../lib/ttl-cache.ts';
import { compareNameOrder } from '../name-order.ts';
import { searchWords } from '../name-search.ts';
import { isDevanagari, vocabularyKey } from './hindi-vocabulary.ts';
import { withoutPlace, type SearchPlace } from './search-place.ts';
import { buildVocabulary, closestWord, NEARBY_PHRASES, STOP_WORDS, type Vocabulary } from './search-vocabulary.ts';
import { soundsLikeOf, type SoundsLike } from './sounds-like.ts';

/** What a `q=` search looks for once its words are read (decision 0037). */
export interface SearchTerms {
  /** The words a name must hold, typos corrected. */
  words: string[];
  /** Shops of these sub-categories match too (the words name a kind of shop). */
  subCategoryIds: string[];
  /** The corrected search text, when a word was corrected. */
  correctedTo?: string;
  /** The kinds (sub-category ids), when Hindi words in Devanagari were read as them (decision 0073). */
  kindsFromHindi?: string[];
  /**
   * With kinds: the shops whose name holds the words, in name order, as read at most a minute
   * ago; absent when there are too many to keep (the search index is asked each time instead).
   */
  named?: readonly NamedShop[];
  /**
   * With kinds, where `named` is absent: the shops whose name holds the words but that are of
   * none of the kinds (121 of the 3,416 "medical" names at a million shops), read as `named` is;
   * absent when there are too many of those too.
   */
  namedElsewhere?: readonly NamedShop[];
  /** The phonetic keys of the words, for the names spelt otherwise (decisions 0078, 0086). */
  soundsLike?: SoundsLike;
  /** The town or locality "in <place>" named, left out of the words (decision 0078). */
  place?: SearchPlace;
}

/** The taxonomy changes with a deploy; a few minutes of staleness is fine. */
const VOCABULARY_TTL_MS = 5 * 60_000;
/** Whether a word appears in some shop name changes slowly: checked once a minute at most. */
const NAME_WORD_TTL_MS = 60_000;
/**
 * The shops named with a kind's words are kept this long (decision 0048): a renamed or new shop
 * is found by its name up to a minute late (by its kind, at once).
 */
const NAMED_TTL_MS = 60_000;
/** Up to this many shops named with the words are kept, for up to NAMED_KEPT searches (~0.5 MB each at most). */
const NAMED_MAX = 3000;
const NAMED_KEPT = 20;

/** The phrases that say "near me", as vocabulary keys. */
const NEARBY = NEARBY_PHRASES.map((phrase) => phrase.map(vocabularyKey));

/** Corrections already worked out, per vocabulary (each is replaced when the taxonomy is read again). */
const corrections = new WeakMap<Vocabulary, Map<string, string | undefined>>();
const CORRECTIONS_KEPT = 5000;

function correctionOf(known: Vocabulary, word: string): string | undefined {
  let kept = corrections.get(known);
  if (!kept) corrections.set(known, (kept = new Map()));
  if (!kept.has(word)) {
    if (kept.size >= CORRECTIONS_KEPT) kept.clear();
    kept.set(word, closestWord(known, word));
  }
  return kept.get(word);
}

export function createSearchReader(db: Db) {
  const vocabularies = createTtlCache<Vocabulary>({ ttlMs: VOCABULARY_TTL_MS, maxEntries: 1 });
  const nameWords = createTtlCache<boolean>({ ttlMs: NAME_WORD_TTL_MS, maxEntries: 5000 });
  const namedShops = createTtlCache<readonly NamedShop[] | null>({ ttlMs: NAMED_TTL_MS, maxEntries: NAMED_KEPT });
  const places = createTtlCache<SearchPlace | null>({ ttlMs: VOCABULARY_TTL_MS, maxEntries: 2000 });

  const vocabulary = () =>
    vocabularies.getOrLoad('all', async () =>
      buildVocabulary(await db.kysely.selectFrom('sub_categories').select(['id', 'label']).execute()),
    );

  return {
    async read(text: string): Promise<SearchTerms> {
      const known = await vocabulary();
      const words: string[] = [];
      let corrected = false;
      const { words: asked, place } = await withoutPlace(db, withoutNearby(searchWords(text)), places);
      for (const word of asked) {
        const key = vocabularyKey(word);
        if (known.meanings.has(key) || STOP_WORDS.has(key) || word.length < 4) {
          words.push(word);
          continue;
        }
        // A word some shop is named with is not a typo ("agarwal"), however far from the vocabulary.
        const inNames = await nameWords.getOrLoad(word, () => anyNameHasWord(db, word));
        let closest = inNames ? undefined : correctionOf(known, key);
        // A name spelt otherwise ("shree" for "Sri") is not a typo of a kind word either.
        if (closest) {
          const sound = indianPhoneticKey(word);
          if (await nameWords.getOrLoad(`k:${sound}`, () => anyNameSoundsLike(db, [sound]))) closest = undefined;
        }
        if (closest && !words.includes(closest)) {
          words.push(closest);
          corrected = true;
        } else if (!closest) {
          words.push(word);
        }
      }
      const kinds = kindsOf(known, words);
      const read = kinds.length > 0 ? readInLatin(known, words) : { words, fromDevanagari: false };
      const named =
        kinds.length > 0
          ? await namedShops.getOrLoad(
              read.words.join(' '),
              async () => (await shopsNamedWith(db, read.words, NAMED_MAX))?.sort(compareNameOrder) ?? null,
            )
          : null;
      // Too many names to keep: those of other kinds may be few (a kind's shops are found by their kind).
      const namedElsewhere =
        kinds.length > 0 && named === null
          ? await namedShops.getOrLoad(
              `elsewhere|${kinds.join(' ')}|${read.words.join(' ')}`,
              async () => (await shopsNamedOutsideKinds(db, read.words, kinds, NAMED_MAX)) ?? null,
            )
          : null;
      // A kind's word is a name's word too ("Pooja Traders" and "Puja Traders"; decision 0086).
      const soundsLike = await soundsLikeOf(db, read.words, nameWords);
      return {
        words: read.words,
        subCategoryIds: kinds,
        ...(soundsLike ? { soundsLike } : {}),
        ...(place ? { place } : {}),
        ...(corrected ? { correctedTo: words.join(' ') } : {}),
        ...(read.fromDevanagari ? { kindsFromHindi: kinds } : {}),
        ...(named ? { named } : {}),
        ...(namedElsewhere ? { namedElsewhere } : {}),
      };
    },
  };
}

/** The search's words without those that say "near me" (the position says it). */
export function withoutNearby(words: readonly string[]): string[] {
  const keys = words.map(vocabularyKey);
  const kept: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = NEARBY.find((p) => p.every((word, j) => keys[i + j] === word));
    if (phrase) i += phrase.length;
    else kept.push(words[i++]!);
  }
  return kept;
}

/** The sub-categories every word that is not a stop word names; none unless all of them name one. */
function kindsOf(known: Vocabulary, words: readonly string[]): string[] {
  const kindWords = words.map(vocabularyKey).filter((w) => !STOP_WORDS.has(w));
  if (kindWords.length === 0 || !kindWords.every((w) => known.meanings.has(w))) return [];
  const [first, ...rest] = kindWords.map((w) => known.meanings.get(w)!);
  return [...first!].filter((id) => rest.every((set) => set.has(id)));
}

/**
 * The words of a search read as kinds, with its Hindi words in Devanagari replaced by the Latin
 * words they are read as, and its Hindi stop words left out: names are matched as the English
 * query matches them ("मिठाई की दुकान" finds "Gupta Mithai Bhandar" by name, as "mithai" does),
 * by the same SQL. A word of a Hindi label with no Latin reading stays as typed.
 */
function readInLatin(known: Vocabulary, words: readonly string[]): { words: string[]; fromDevanagari: boolean } {
  let fromDevanagari = false;
  const read = words.flatMap((word) => {
    if (!isDevanagari(word)) return [word];
    const key = vocabularyKey(word);
    // "की", "दुकान": words no Latin name holds, and that say nothing of the kind.
    if (STOP_WORDS.has(key)) return [];
    fromDevanagari = true;
    return [known.readings.get(key) ?? word];
  });
  return { words: [...new Set(read)], fromDevanagari };
}

export type SearchReader = ReturnType<typeof createSearchReader>;
