import { describe, expect, it } from 'vitest';
import { createTemplate, headMarkup, jsonForScript } from './html.ts';
import { slug } from './places.ts';
import { shopJsonLd, type ShopFacts } from './structured-data.ts';

const FACTS: ShopFacts = {
  name: 'Kashi Mishthan Bhandar',
  intro: '',
  url: 'https://apnidukaan.in/kashi01/shop',
  city: 'Varanasi',
  state: 'Uttar Pradesh',
  pin: null,
  lat: null,
  long: null,
  categoryIds: ['unknown', 'jewellery'],
};

describe('shop JSON-LD', () => {
  it('carries opening hours and the rating when the detail has them', () => {
    const doc = shopJsonLd({
      ...FACTS,
      openingHours: {
        mon: [
          { opens: '09:00', closes: '13:00' },
          { opens: '16:00', closes: '21:30' },
        ],
        sun: [{ opens: '9am', closes: 'late' }],
      },
      aggregateRating: { average: 4.26, count: 12 },
    });
    expect(doc['@type']).toBe('JewelryStore');
    expect(doc.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '13:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '16:00', closes: '21:30' },
    ]);
    expect(doc.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('leaves out hours, rating, geo and description it has no values for', () => {
    const doc = shopJsonLd({ ...FACTS, categoryIds: [], aggregateRating: { average: 0, count: 0 } });
    expect(doc['@type']).toBe('Store');
    expect(Object.keys(doc).sort()).toEqual(['@context', '@type', 'address', 'name', 'url']);
    expect(doc.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Varanasi',
      addressRegion: 'Uttar Pradesh',
      addressCountry: 'IN',
    });
  });
});

describe('markup of the head', () => {
  it('keeps JSON inside a script from closing it, and reads back the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it("replaces the shell's title and description and fills the root", () => {
    const template = createTemplate(
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><meta property="og:title" content="Generic OG" /><title>Generic</title><script type="module" src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    const html = template.render(
      headMarkup({ title: 'A "shop" <b>', description: 'd' }, 'Apni Dukaan'),
      '<h1>Shop</h1>',
    );
    expect(html).not.toContain('Generic');
    expect(html.match(/og:title/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).toContain('<title>A &quot;shop&quot; &lt;b&gt;</title>');
    expect(html).toContain('<script type="module" src="/static/js/index.js"></script>');
    // The server's content in its own mark inside the root, which the app removes when its screen is ready.
    expect(html).toContain('<div id="root"><div class="server-page" data-server-page><h1>Shop</h1></div></div>');
    // The app's script comes after the content, so that a slow line brings the content first.
    expect(html.indexOf('/static/js/index.js')).toBeGreaterThan(html.indexOf('<h1>Shop</h1>'));
  });

  it('makes address slugs of state and town names', () => {
    expect(slug('Uttar Pradesh')).toBe('uttar-pradesh');
    expect(slug('Jammu & Kashmir')).toBe('jammu-and-kashmir');
    expect(slug('Port Blair ')).toBe('port-blair');
  });
});
