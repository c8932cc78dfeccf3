import { describe, expect, it } from 'vitest';
import { MAPPED_TAGS, osmKind, type OsmTags } from './osm-kinds.ts';

const subOf = (tags: OsmTags) => {
  const kind = osmKind(tags);
  return kind && 'sub' in kind ? kind.sub.id : kind;
};

describe('the OpenStreetMap tag table', () => {
  it("maps the taxonomy's shop=* and amenity=* values", () => {
    expect(subOf({ shop: 'bakery' })).toBe('bakery');
    expect(subOf({ shop: 'convenience' })).toBe('grocery-store');
    expect(subOf({ shop: 'yes', amenity: 'fuel' })).toBe('petrol-pump');
    expect(subOf({ shop: 'Clothes;shoes' })).toBe('clothing-store');
    expect(subOf({ amenity: 'pharmacy' })).toBe('pharmacy');
    expect(subOf({ amenity: 'restaurant' })).toBe('restaurant');
    expect(subOf({ amenity: 'fast_food' })).toBe('fast-food-and-street-food');
    expect(subOf({ amenity: 'clinic' })).toBe('clinic');
  });

  it('maps crafts and health-care places run as shops', () => {
    expect(subOf({ craft: 'tailor' })).toBe('tailoring');
    expect(subOf({ craft: 'jeweller' })).toBe('jewellery-store');
    expect(subOf({ healthcare: 'laboratory' })).toBe('diagnostic-lab');
    expect(subOf({ healthcare: 'dentist' })).toBe('dental-clinic');
  });

  it("refines a place to eat or drink by its cuisine's first value, and nothing else", () => {
    expect(subOf({ amenity: 'cafe', cuisine: 'ice_cream;coffee_shop' })).toBe('ice-cream-parlour');
    expect(subOf({ amenity: 'restaurant', cuisine: 'chaat' })).toBe('fast-food-and-street-food');
    expect(subOf({ amenity: 'fast_food', cuisine: 'indian_sweets' })).toBe('sweet-shop');
    expect(subOf({ amenity: 'restaurant', cuisine: 'south_indian' })).toBe('restaurant');
    expect(subOf({ amenity: 'restaurant', cuisine: 'constructor' })).toBe('restaurant');
    expect(subOf({ shop: 'supermarket', cuisine: 'ice_cream' })).toBe('supermarket');
  });

  it('asks shop, amenity, healthcare then craft, and takes the first mapped one', () => {
    expect(subOf({ shop: 'yes', amenity: 'fuel' })).toBe('petrol-pump');
    expect(subOf({ amenity: 'pharmacy', healthcare: 'pharmacy', shop: 'chemist' })).toBe('pharmacy');
    expect(subOf({ healthcare: 'hospital', craft: 'optician', amenity: 'hospital' })).toEqual({
      unmapped: 'amenity=hospital',
    });
  });

  it('names the first kind tag of an unmapped object, and nothing for an object with no kind tag', () => {
    expect(osmKind({ amenity: 'bench' })).toEqual({ unmapped: 'amenity=bench' });
    expect(osmKind({ shop: 'Vacant;x', amenity: 'parking' })).toEqual({ unmapped: 'shop=vacant' });
    expect(osmKind({ building: 'yes', name: 'Tower' })).toBeUndefined();
    expect(osmKind({ shop: ' ' })).toBeUndefined();
  });

  it('holds every key as key=value, each once', () => {
    expect(MAPPED_TAGS.every((tag) => /^(shop|amenity|healthcare|craft)=[a-z_]+$/.test(tag))).toBe(true);
    expect(new Set(MAPPED_TAGS).size).toBe(MAPPED_TAGS.length);
    expect(MAPPED_TAGS).toContain('shop=convenience');
  });
});
