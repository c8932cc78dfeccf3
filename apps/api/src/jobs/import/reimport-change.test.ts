import { describe, expect, it } from 'vitest';
import type { BulkShopRow } from '../../db/bulk-load.ts';
import type { ImportedShop } from '../../features/shops/imported-shops.ts';
import { changeOf } from './reimport.ts';

/** Decision 0079: what a re-import changes on a shop that is there already, column by column. */

const SHOP: ImportedShop = {
  id: 's1',
  source_ref: 'import:osm:node/1',
  is_claimed: false,
  owner_edited: '[]',
  source_name: 'city',
  source_version: 2,
  hidden_at: null,
  name: 'Old Name',
  intro: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: null,
  lat: 12.97,
  long: 77.59,
  opening_hours: null,
  holidays: '[]',
  opening_hours_text: null,
  public_phone: null,
  website: null,
  street_address: null,
  locality: null,
  sub_category_ids: 'bakery',
};

const ROW: BulkShopRow = {
  id: 's1',
  name: 'Old Name',
  name_key: 'old name',
  name_phonetic: 'old nam',
  intro: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: null,
  shop_type: null,
  store_front_picture: null,
  lat: 12.97,
  long: 77.59,
  is_claimed: false,
  source: 'import:osm',
  source_ref: 'import:osm:node/1',
  created_at: '2026-11-26T06:30:00.000Z',
  opening_hours: null,
  holidays: '[]',
  opening_hours_text: null,
  public_phone: null,
  website: null,
  street_address: null,
  locality: null,
  source_name: 'city',
  source_version: 2,
  category_ids: ['sweets-and-bakery'],
  sub_category_ids: ['bakery'],
};

describe('a re-import of a shop there already', () => {
  it('changes nothing when the source says the same', () => {
    expect(changeOf(SHOP, ROW, 'city')).toEqual({ kind: 'same', change: undefined });
  });

  it('writes only the columns that changed, the name with its key, and a new kind', () => {
    const row = {
      ...ROW,
      name: 'New Name',
      name_key: 'new name',
      name_phonetic: 'nev nam',
      website: 'https://x.example/',
      source_version: 3,
    };
    expect(changeOf(SHOP, { ...row, sub_category_ids: ['sweet-shop'] }, 'city')).toEqual({
      kind: 'updated',
      change: {
        columns: {
          name: 'New Name',
          name_key: 'new name',
          name_phonetic: 'nev nam',
          website: 'https://x.example/',
          source_version: 3,
        },
        categories: { categoryIds: ['sweets-and-bakery'], subCategoryIds: ['sweet-shop'] },
      },
    });
  });

  it("leaves an owner's columns alone: their week keeps the imported text and dates out too", () => {
    const owned = { ...SHOP, owner_edited: '["categories","name","opening_hours"]' };
    const row = {
      ...ROW,
      name: 'New Name',
      opening_hours: '{}',
      holidays: '["2026-12-25"]',
      opening_hours_text: 'PH off',
      public_phone: '+919845011111',
      sub_category_ids: ['sweet-shop'],
    };
    expect(changeOf(owned, row, 'city')).toEqual({
      kind: 'updated',
      change: { columns: { public_phone: '+919845011111' } },
    });
  });

  it("never touches an approved owner's listing, nor takes an older version", () => {
    expect(changeOf({ ...SHOP, is_claimed: true }, { ...ROW, name: 'X' }, 'city')).toEqual({ kind: 'owner' });
    expect(changeOf(SHOP, { ...ROW, name: 'X', source_version: 1 }, 'city')).toEqual({ kind: 'unchanged' });
  });

  it('shows a hidden shop again, and notes a new source name without counting it as a change', () => {
    expect(changeOf({ ...SHOP, hidden_at: '2026-11-01T00:00:00.000Z' }, ROW, 'city')).toEqual({
      kind: 'updated',
      change: { columns: { hidden_at: null } },
    });
    expect(changeOf({ ...SHOP, source_name: null }, ROW, 'city')).toEqual({
      kind: 'same',
      change: { columns: { source_name: 'city' } },
    });
  });
});
