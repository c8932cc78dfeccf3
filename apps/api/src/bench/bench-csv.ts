import { once } from 'node:events';
import { createWriteStream, renameSync } from 'node:fs';
import { distanceKm } from '@local-shops/shared';
import namePartsJson from '../features/reference/data/name-parts.json' with { type: 'json' };
import { seededRandom } from '../jobs/seed/random.ts';
import { demoTowns, generateShop } from '../jobs/seed/shop-generator.ts';
import { INDIA_STATES } from '../lib/india-states.ts';

/**
 * Words of a name that say nothing of the kind: 9 shops in 10 end with one (each ~7.5% of all
 * shops, a common word to measure), 1 in 10 with its kind's word ("… Kirana Store", "… Medical",
 * "… Sweets"), as Indian shops are named (issue 26).
 */
export const BENCH_GENERIC_WORDS = [
  'Traders',
  'Enterprises',
  'Agencies',
  'Emporium',
  'Depot',
  '& Sons',
  '& Co',
  'Centre',
  'Point',
  'Associates',
  'House',
  'Corner',
] as const;
const PREFIXES: readonly string[] = (namePartsJson as { prefixes: string[] }).prefixes;

/**
 * The generated directory's version, in the names of its CSV, SQLite file and PostgreSQL schema:
 * a change of the generator gets a new directory instead of reusing one made by the old.
 */
export const BENCH_DIRECTORY = 'v2';

/**
 * Kinds as common as they are in an Indian town, where every street has its kirana and its
 * chemist: the share of all shops each gets (issue 26 measures kinds covering 5-10% of the
 * shops). Every other kind shares the rest evenly (about 0.6% each).
 */
export const BENCH_EVERYDAY_KINDS: Readonly<Record<string, number>> = {
  'grocery-store': 0.1,
  pharmacy: 0.06,
  'sweet-shop': 0.05,
  'mobile-phones': 0.05,
};

/** A kind for the bench's next shop: an everyday one at its share, else undefined (any kind, evenly). */
function benchKind(draw: number): string | undefined {
  let below = 0;
  for (const [kind, share] of Object.entries(BENCH_EVERYDAY_KINDS)) {
    below += share;
    if (draw < below) return kind;
  }
  return undefined;
}

/** Where the nearest-first bench calls look from (central Bengaluru). */
export const BENCH_NEAR = { lat: 12.97, long: 77.59 };

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Writes `count` generated shops as the CSV a user would import (name, intro, city, state, pin,
 * lat, long, sub_category, ref). One shop in twenty lies in a town within 50 km of BENCH_NEAR,
 * as many as a big city holds (about 50,000 of a million), so that nearest-first pages are
 * measured where they are hardest; the rest spread over every reference town.
 */
export async function writeBenchCsv(file: string, count: number): Promise<void> {
  const random = seededRandom(42);
  const towns = demoTowns(INDIA_STATES, 1000);
  const city = towns.filter((t) => distanceKm(BENCH_NEAR, t) <= 50);
  const now = new Date().toISOString();
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  out.write('name,intro,city,state,pin,lat,long,sub_category,ref\n');
  for (let i = 0; i < count; i++) {
    const town = i % 20 === 0 ? random.pick(city) : random.pick(towns);
    const s = generateShop(random, town, now, benchKind(random.next()));
    const name =
      i % 10 === 3 ? s.name : `${random.pick(PREFIXES)} ${BENCH_GENERIC_WORDS[i % BENCH_GENERIC_WORDS.length]}`;
    const line = [
      name,
      s.intro,
      s.city ?? '',
      s.state ?? '',
      s.pin ?? '',
      String(s.lat),
      String(s.long),
      s.subCategoryIds[0]!,
      `bench-${i}`,
    ]
      .map(quote)
      .join(',');
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  renameSync(partial, file);
}
