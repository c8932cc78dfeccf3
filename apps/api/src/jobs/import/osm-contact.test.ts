import { describe, expect, it } from 'vitest';
import { locality, publicPhone, streetAddress, website } from './osm-contact.ts';

describe("a place's public phone, website and address from its OpenStreetMap tags", () => {
  it('writes an Indian number as E.164, from phone, contact:phone or contact:mobile', () => {
    expect(publicPhone({ phone: '+91 76761 21212' })).toEqual({ value: '+917676121212' });
    expect(publicPhone({ 'contact:phone': '080 2345 6789' })).toEqual({ value: '+918023456789' });
    expect(publicPhone({ 'contact:mobile': '+91-98765-43210' })).toEqual({ value: '+919876543210' });
    expect(publicPhone({ phone: '1800 123 4567' })).toEqual({ value: '+9118001234567' });
    // The first valid number of a list, across the tags.
    expect(publicPhone({ phone: '12345; 098450 12345' })).toEqual({ value: '+919845012345' });
    expect(publicPhone({ phone: '12345', 'contact:mobile': '9876543210' })).toEqual({ value: '+919876543210' });
  });

  it('skips a number that is not an Indian one, and says so', () => {
    expect(publicPhone({ phone: '12345' })).toEqual({ skipped: true });
    expect(publicPhone({ phone: '+44 20 7946 0958' })).toEqual({ skipped: true });
    expect(publicPhone({ phone: 'call the shop' })).toEqual({ skipped: true });
    expect(publicPhone({ name: 'No phone' })).toBeUndefined();
  });

  it('keeps http and https websites only, a bare host taken as http', () => {
    expect(website({ website: 'https://iyengar-bakery.example' })).toEqual({
      value: 'https://iyengar-bakery.example/',
    });
    expect(website({ 'contact:website': 'www.forum-mall.example/stores' })).toEqual({
      value: 'http://www.forum-mall.example/stores',
    });
    for (const bad of ['javascript:alert(1)', 'ftp://files.example', 'mailto:a@b.in', 'localhost', 'https://u:p@x.in'])
      expect(website({ website: bad }), bad).toEqual({ skipped: true });
    expect(website({})).toBeUndefined();
  });

  it('writes the house number before the street, and keeps the locality', () => {
    expect(streetAddress({ 'addr:housenumber': '17', 'addr:street': '8th Cross Road' })).toBe('17, 8th Cross Road');
    expect(streetAddress({ 'addr:street': 'Sampige Road' })).toBe('Sampige Road');
    expect(streetAddress({ 'addr:housenumber': '17' })).toBeUndefined();
    expect(locality({ 'addr:suburb': 'Malleshwaram', 'addr:neighbourhood': 'x' })).toBe('Malleshwaram');
    expect(locality({ 'addr:neighbourhood': 'Cox Town' })).toBe('Cox Town');
  });
});
