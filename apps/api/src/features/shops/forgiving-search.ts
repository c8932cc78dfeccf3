import type { Db } from '../../db/database.ts';
import { anyNameHasWord } from '../../db/text-search.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { searchWords } from './name-search.ts';
import { STOP_WORDS, buildVocabulary, closestWord, type Vocabulary } from './search-vocabulary.ts';

/** What a `q=` search looks for once its words are read (decision 0037). */
export interface SearchTerms {
  /** The words a name must hold, typos corrected. */
  words: string[];
  /** Shops of these sub-categories match too (the words name a kind of shop). */
  subCategoryIds: string[];
  /** The corrected search text, when a word was corrected. */
  correctedTo?: string;
}

/** The taxonomy changes with a deploy; a few minutes of staleness is fine. */
const VOCABULARY_TTL_MS = 5 * 60_000;
/** Whether a word appears in some shop name changes slowly: checked once a minute at most. */
const NAME_WORD_TTL_MS = 60_000;

export function createSearchReader(db: Db) {
  const vocabularies = createTtlCache<Vocabulary>({ ttlMs: VOCABULARY_TTL_MS, maxEntries: 1 });
  const nameWords = createTtlCache<boolean>({ ttlMs: NAME_WORD_TTL_MS, maxEntries: 5000 });

  const vocabulary = () =>
    vocabularies.getOrLoad('all', async () => buildVocabulary(await db.kysely.selectFrom('sub_categories').select(['id', 'label']).execute()));

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
        const closest = inNames ? undefined : closestWord(known, word);
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
      return { words, subCategoryIds, ...(corrected ? { correctedTo: words.join(' ') } : {}) };
    },
  };
}

export type SearchReader = ReturnType<typeof createSearchReader>;
