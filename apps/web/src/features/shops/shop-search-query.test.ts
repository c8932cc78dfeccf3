import { describe, expect, it } from 'vitest';
import { buildSearchQuery, firstListPage, NO_FILTERS } from './shop-search-query.ts';

describe('buildSearchQuery', () => {
  it('is empty for blank text and no filters', () => {
    expect(buildSearchQuery('   ', NO_FILTERS, null)).toBe('');
  });

  it('trims the name and adds the chosen filters', () => {
    const query = buildSearchQuery(
      ' sharma sweets ',
      {
        ...NO_FILTERS,
        categoryId: 'food',
        subCategoryId: 'sweets',
        shopType: 'Retailers',
        state: 'Uttar Pradesh',
        city: 'Varanasi',
        claimed: 'false',
      },
      null,
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      q: 'sharma sweets',
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
    const sortOnly = new URLSearchParams(
      buildSearchQuery('', { ...NO_FILTERS, sortByDistance: true }, { lat: 1, long: 2 }),
    );
    expect(sortOnly.has('radiusKm')).toBe(false);
    expect(sortOnly.get('sort')).toBe('distance');
  });

  it('orders a search nearest first within 50 km where a position is known and the order is near', () => {
    const query = new URLSearchParams(buildSearchQuery('sweats', NO_FILTERS, { lat: 12.9716, long: 77.5946 }, 'near'));
    expect(Object.fromEntries(query)).toEqual({
      q: 'sweats',
      near: '12.97160,77.59460',
      radiusKm: '50',
      sort: 'distance',
    });
    expect(buildSearchQuery('sweats', NO_FILTERS, null, 'near')).toBe('q=sweats');
    // Near me with the alphabetical order: the circle, in name order.
    const alphabetical = new URLSearchParams(
      buildSearchQuery('', { ...NO_FILTERS, nearMe: true, radiusKm: 5 }, { lat: 1, long: 2 }, 'name'),
    );
    expect(alphabetical.get('sort')).toBe('name');
    // The order alone is no search.
    expect(buildSearchQuery('', NO_FILTERS, { lat: 1, long: 2 }, 'near')).toBe('');
  });
});

describe('firstListPage', () => {
  it('is nearest first around a known position, else alphabetical', () => {
    expect(firstListPage({ lat: 12.9716, long: 77.5946 }, 'near')).toBe(
      '/claim-shops/filter?near=12.97160,77.59460&radiusKm=50&sort=distance&page=1',
    );
    expect(firstListPage({ lat: 12.9716, long: 77.5946 }, 'name')).toBe('/claim-shops/filter?page=1');
    expect(firstListPage(null, 'near')).toBe('/claim-shops/filter?page=1');
  });
});
