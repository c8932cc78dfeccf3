import { SHOP_TYPES, type IndianState, type Town } from '@local-shops/shared';
import namePartsJson from '../../features/reference/data/name-parts.json' with { type: 'json' };
import { TAXONOMY, type TaxonomyCategory, type TaxonomySubCategory } from '../../features/reference/taxonomy.ts';
import { nameKey } from '../../features/shops/name-search.ts';
import type { NewShop } from '../../features/shops/shops.writer.ts';
import { randomId, type Random } from './random.ts';

const nameParts = namePartsJson as { prefixes: string[]; intros: string[] };

export const SHOP_FRONT_PICTURES = Array.from({ length: 12 }, (_, i) => `/images/shop-fronts/front-${i + 1}.svg`);

export interface PlacedTown extends Town {
  state: string;
}

/**
 * Towns for the demo: the first few towns of each state (by the capital's nearness), so the
 * directory spans the country rather than one region.
 */
export function demoTowns(states: readonly IndianState[], perState: number): PlacedTown[] {
  return states.flatMap((state) =>
    [...state.towns]
      .sort(
        (a, b) =>
          Math.hypot(a.lat - state.lat, a.long - state.long) - Math.hypot(b.lat - state.lat, b.long - state.long),
      )
      .slice(0, perState)
      .map((town) => ({ ...town, state: state.name })),
  );
}

const SUB_CATEGORIES: ReadonlyArray<{ category: TaxonomyCategory; sub: TaxonomySubCategory }> = TAXONOMY.flatMap(
  (category) => category.subCategories.map((sub) => ({ category, sub })),
);

/** A plausible shop in a town: a name, a spot within ~3 km, a kind (random unless given), and sometimes a claim. */
export function generateShop(random: Random, town: PlacedTown, now: string, subCategoryId?: string): NewShop {
  const { category, sub } =
    (subCategoryId && SUB_CATEGORIES.find((entry) => entry.sub.id === subCategoryId)) || random.pick(SUB_CATEGORIES);
  const name = `${random.pick(nameParts.prefixes)} ${random.pick(sub.nameWords)}`;
  const intro = random
    .pick(nameParts.intros)
    .replaceAll('{kind}', sub.label.toLowerCase())
    .replaceAll('{town}', town.name);
  // Spread around the town centre: about 3 km at most, denser near the middle.
  const spread = 0.027 * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const lat = Math.round((town.lat + spread * Math.cos(angle)) * 1e6) / 1e6;
  const long = Math.round((town.long + (spread * Math.sin(angle)) / Math.cos((town.lat * Math.PI) / 180)) * 1e6) / 1e6;
  const isClaimed = random.chance(0.3);
  const second = random.chance(0.25) ? random.pick(category.subCategories) : undefined;
  return {
    id: randomId(random),
    name,
    intro,
    city: town.name,
    state: town.state,
    pin: town.pin ?? null,
    shopType: random.pick(SHOP_TYPES),
    storeFrontPicture: random.chance(0.35) ? random.pick(SHOP_FRONT_PICTURES) : null,
    lat,
    long,
    isClaimed,
    categoryIds: [category.id],
    subCategoryIds: second && second.id !== sub.id ? [sub.id, second.id] : [sub.id],
    source: 'seed',
    sourceRef: null,
    createdAt: now,
  };
}

export { nameKey };
