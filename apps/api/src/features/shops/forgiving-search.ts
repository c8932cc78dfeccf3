import type { Db } from '../../db/database.ts';
import { anyNameHasWord, shopsNamedWith, type NamedShop } from '../../db/text-search.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { compareNameOrder } from './name-order.ts';
import { searchWords } from './name-search.ts';
import { buildVocabulary, closestWord, STOP_WORDS, type Vocabulary } from './search-vocabulary.ts';

/** What a `q=` search looks for once its words are read (decision 0037). */
export interface SearchTerms {
  /** The words a name must hold, typos corrected. */
  words: string[];
  /** Shops of these sub-categories match too (the words name a kind of shop). */
  subCategoryIds: string[];
  /** The corrected search text, when a word was corrected. */
  correctedTo?: string;
  /**
   * With kinds: the shops whose name holds the words, in name order, as read at most a minute
   * ago; absent when there are too many to keep (the search index is asked each time instead).
   */
  named?: readonly NamedShop[];
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

  const vocabulary = () =>
    vocabularies.getOrLoad('all', async () =>
      buildVocabulary(await db.kysely.selectFrom('sub_categories').select(['id', 'label']).execute()),
    );

  return {
    async read(text: string): Promise<SearchTerms> {
      const known = await vocabulary();
      const words: string[] = [];
      let corrected = false;
      for (const word of searchWords(text)) {
        if (known.meanings.has(word) || STOP_WORDS.has(word) || word.length < 4) {
          words.push(word);
          continue;
        }
        // A word some shop is named with is not a typo ("agarwal"), however far from the vocabulary.
        const inNames = await nameWords.getOrLoad(word, () => anyNameHasWord(db, word));
        const closest = inNames ? undefined : correctionOf(known, word);
        if (closest && !words.includes(closest)) {
          words.push(closest);
          corrected = true;
        } else if (!closest) {
          words.push(word);
        }
      }
      const kindWords = words.filter((w) => !STOP_WORDS.has(w));
      let subCategoryIds: string[] = [];
      if (kindWords.length > 0 && kindWords.every((w) => known.meanings.has(w))) {
        const [first, ...rest] = kindWords.map((w) => known.meanings.get(w)!);
        subCategoryIds = [...first!].filter((id) => rest.every((set) => set.has(id)));
      }
      const named =
        subCategoryIds.length > 0
          ? await namedShops.getOrLoad(
              words.join(' '),
              async () => (await shopsNamedWith(db, words, NAMED_MAX))?.sort(compareNameOrder) ?? null,
            )
          : null;
      return {
        words,
        subCategoryIds,
        ...(corrected ? { correctedTo: words.join(' ') } : {}),
        ...(named ? { named } : {}),
      };
    },
  };
}

export type SearchReader = ReturnType<typeof createSearchReader>;
