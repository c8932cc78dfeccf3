import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '@local-shops/shared/locales/en/taxonomy';
import { TAXONOMY } from './taxonomy.ts';

interface Town {
  name: string;
  lat: number;
  long: number;
  pin?: string;
}
interface StateOrUt {
  code: string;
  name: string;
  kind: 'state' | 'union_territory';
  lat: number;
  long: number;
  towns: Town[];
}
interface NameParts {
  prefixes: string[];
  intros: string[];
}

// Read the JSON with fs rather than `import`: the api project is `composite`,
// and tsc -b rejects JSON imports whose file is not matched by `include`.
const readJson = <T>(rel: string): T => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as T;
const states = readJson<StateOrUt[]>('../../lib/data/india-states.json');
const nameParts = readJson<NameParts>('./data/name-parts.json');

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const subCategories = TAXONOMY.flatMap((c) => c.subCategories);

describe('taxonomy', () => {
  it('has at least 12 categories and 80 sub-categories', () => {
    expect(TAXONOMY.length).toBeGreaterThanOrEqual(12);
    expect(subCategories.length).toBeGreaterThanOrEqual(80);
    for (const c of TAXONOMY) expect(c.subCategories.length).toBeGreaterThan(0);
  });

  it('uses unique kebab-case ids across categories and sub-categories', () => {
    const ids = [...TAXONOMY.map((c) => c.id), ...subCategories.map((s) => s.id)];
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps no OSM value twice, and writes values as shop values or amenity=value', () => {
    const values = subCategories.flatMap((s) => s.osm);
    for (const v of values) expect(v).toMatch(/^(amenity=)?[a-z0-9_-]+$/);
    expect(new Set(values).size).toBe(values.length);
  });

  it('has labels and 3-8 name words per sub-category', () => {
    for (const s of subCategories) {
      expect(s.label.trim()).not.toBe('');
      expect(s.nameWords.length).toBeGreaterThanOrEqual(3);
      expect(s.nameWords.length).toBeLessThanOrEqual(8);
    }
  });

  it('takes every English label from the shared locale, which names no other id', () => {
    expect(TAXONOMY.find((c) => c.id === 'food-and-grocery')?.label).toBe('Food & Grocery');
    expect(subCategories.find((s) => s.id === 'grocery-store')?.label).toBe('Kirana & Grocery');
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual(TAXONOMY.map((c) => c.id).sort());
    expect(Object.keys(SUB_CATEGORY_LABELS).sort()).toEqual(subCategories.map((s) => s.id).sort());
  });
});

describe('india-states.json', () => {
  it('lists the 36 current states and union territories (28 + 8)', () => {
    expect(states).toHaveLength(36);
    expect(states.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(states.filter((s) => s.kind === 'union_territory')).toHaveLength(8);
  });

  it('has unique two-letter codes and names, sorted by name', () => {
    const codes = states.map((s) => s.code);
    for (const c of codes) expect(c).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(36);
    const names = states.map((s) => s.name);
    expect(new Set(names).size).toBe(36);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('places every town inside India with a valid PIN when one is given', () => {
    for (const s of states) {
      expect(s.lat).toBeGreaterThanOrEqual(6);
      expect(s.lat).toBeLessThanOrEqual(38);
      expect(s.long).toBeGreaterThanOrEqual(68);
      expect(s.long).toBeLessThanOrEqual(98);
      expect(s.towns.length).toBeGreaterThan(0);
      const townNames = s.towns.map((t) => t.name);
      expect(new Set(townNames).size).toBe(townNames.length);
      expect(townNames).toEqual([...townNames].sort((a, b) => a.localeCompare(b, 'en')));
      for (const t of s.towns) {
        expect(t.lat, `${s.code} ${t.name}`).toBeGreaterThanOrEqual(6);
        expect(t.lat, `${s.code} ${t.name}`).toBeLessThanOrEqual(38);
        expect(t.long, `${s.code} ${t.name}`).toBeGreaterThanOrEqual(68);
        expect(t.long, `${s.code} ${t.name}`).toBeLessThanOrEqual(98);
        if (t.pin !== undefined) expect(t.pin, `${s.code} ${t.name}`).toMatch(/^[1-9][0-9]{5}$/);
      }
    }
  });
});

describe('name-parts.json', () => {
  it('has prefixes and intros with a {kind} placeholder', () => {
    expect(nameParts.prefixes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(nameParts.prefixes).size).toBe(nameParts.prefixes.length);
    expect(nameParts.intros.length).toBeGreaterThanOrEqual(20);
    for (const intro of nameParts.intros) expect(intro).toContain('{kind}');
  });
});
