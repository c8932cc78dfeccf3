import { describe, expect, it } from 'vitest';
import { osmRefOf, osmVersionOf } from './osm-ref.ts';
import { placeTown } from './town-names.ts';

// Central Bengaluru, central Mumbai.
const BLR = [12.97, 77.59] as const;
const BOM = [18.93, 72.83] as const;

describe('town names as an import writes them', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['bengaluru', 'Bengaluru'],
    ['Bengaluru Urban', 'Bengaluru'],
    ['Bangalore City', 'Bengaluru'],
    ['Bengaluru - 560037', 'Bengaluru'],
    ['Mysore.', 'Mysuru'],
  ])('folds "%s" into %s', (given, town) => {
    expect(placeTown(given, undefined, ...BLR)).toEqual({ city: town, state: 'Karnataka' });
  });

  it.each([
    ['Bombay', 'Mumbai', 'Maharashtra'],
    ['Gurgaon', 'Gurugram', 'Haryana'],
    ['Calcutta', 'Kolkata', 'West Bengal'],
    ['Madras', 'Chennai', 'Tamil Nadu'],
    ['Poona', 'Pune', 'Maharashtra'],
    ['Trivandrum', 'Thiruvananthapuram', 'Kerala'],
    ['Baroda', 'Vadodara', 'Gujarat'],
    ['Cochin', 'Kochi', 'Kerala'],
    ['Benares', 'Varanasi', 'Uttar Pradesh'],
    ['Allahabad', 'Prayagraj', 'Uttar Pradesh'],
    ['Mangalore', 'Mangaluru', 'Karnataka'],
    ['Calicut', 'Kozhikode', 'Kerala'],
    ['Pondicherry', 'Puducherry', 'Puducherry'],
  ])('"%s" is %s (%s), wherever the shop stands', (given, town, state) => {
    expect(placeTown(given, undefined, ...BOM)).toEqual({ city: town, state });
  });

  it('splits "locality, town", and keeps a town the list does not have as given', () => {
    expect(placeTown('Marathahalli, Bangalore', undefined, ...BLR)).toEqual({
      city: 'Bengaluru',
      state: 'Karnataka',
      locality: 'Marathahalli',
    });
    expect(placeTown('Whitefield, Bengaluru, Karnataka', undefined, ...BLR)).toMatchObject({
      city: 'Bengaluru',
      locality: 'Whitefield',
    });
    expect(placeTown('Devanahalli', 'Karnataka', ...BLR)).toEqual({ city: 'Devanahalli', state: 'Karnataka' });
    // Without a state, the town is kept and the state taken from the position.
    expect(placeTown('Devanahalli', undefined, ...BLR)).toEqual({ city: 'Devanahalli', state: 'Karnataka' });
  });

  it('takes a missing town from the position', () => {
    expect(placeTown(undefined, undefined, ...BLR)).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    expect(placeTown('  ', undefined, ...BOM)).toEqual({ city: 'Mumbai', state: 'Maharashtra' });
  });
});

describe("an export's OpenStreetMap ref and version", () => {
  it.each([
    ['node/1', {}, 'node/1'],
    [undefined, { '@id': 'way/202' }, 'way/202'],
    ['n12', {}, 'node/12'],
    ['w34', {}, 'way/34'],
    ['r5', {}, 'relation/5'],
    [undefined, { osm_type: 'way', osm_id: '77' }, 'way/77'],
    [undefined, { type: 'node', id: 14 }, 'node/14'],
    [undefined, { id: 'relation/9' }, 'relation/9'],
    [42, {}, '42'],
    [undefined, {}, undefined],
  ])('id %s with %o is %s', (id, properties, ref) => {
    expect(osmRefOf(id, properties)).toBe(ref);
  });

  it('reads the version where exports put it', () => {
    expect(osmVersionOf({ '@version': 3 })).toBe(3);
    expect(osmVersionOf({ '@version': '4' })).toBe(4);
    expect(osmVersionOf({ meta: { version: 5 } })).toBe(5);
    expect(osmVersionOf({ version: 'x' })).toBeUndefined();
  });
});
