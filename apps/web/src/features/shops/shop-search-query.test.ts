import { describe, expect, it } from 'vitest';
import { NO_FILTERS, buildSearchQuery } from './shop-search-query.ts';

describe('buildSearchQuery', () => {
  it('is empty for blank text and no filters', () => {
    expect(buildSearchQuery('   ', NO_FILTERS, null)).toBe('');
  });

  it('trims the name and adds the chosen filters', () => {
    const query = buildSearchQuery(
      ' sharma sweets ',
      { ...NO_FILTERS, categoryId: 'food', subCategoryId: 'sweets', shopType: 'Retailers', state: 'Uttar Pradesh', city: 'Varanasi', claimed: 'false' },
      null,
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      name: 'sharma sweets',
      categoryId: 'food',
      subCategoryId: 'sweets',
      shopType: 'Retailers',
      state: 'Uttar Pradesh',
      city: 'Varanasi',
      claimed: 'false',
    });
  });

  it('drops a sub-category without its category and a city without its state', () => {
    expect(buildSearchQuery('', { ...NO_FILTERS, subCategoryId: 'sweets', city: 'Varanasi' }, null)).toBe('');
  });

  it('uses the device position for Near me and the distance sort, and ignores them without it', () => {
    const filters = { ...NO_FILTERS, nearMe: true, radiusKm: 10, sortByDistance: true };
    expect(buildSearchQuery('', filters, null)).toBe('');
    const query = new URLSearchParams(buildSearchQuery('', filters, { lat: 25.317651, long: 82.973914 }));
    expect(query.get('near')).toBe('25.31765,82.97391');
    expect(query.get('radiusKm')).toBe('10');
    expect(query.get('sort')).toBe('distance');
    const sortOnly = new URLSearchParams(buildSearchQuery('', { ...NO_FILTERS, sortByDistance: true }, { lat: 1, long: 2 }));
    expect(sortOnly.has('radiusKm')).toBe(false);
    expect(sortOnly.get('sort')).toBe('distance');
  });
});
