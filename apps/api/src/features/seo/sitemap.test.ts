import { describe, expect, it } from 'vitest';
import { appWithShops } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';

// A shop file is read from the database in batches of 1,000 rows and written into one Buffer as it
// goes: every shop once, in the order of the row key, however the batches fall.
const SHOPS = Array.from({ length: 2345 }, (_, i) =>
  testShop({ id: `s${String(i).padStart(4, '0')}`, name: `Shop ${i}`, lat: 12.97, long: 77.59 }),
);

describe.each(DIALECTS)('a file of the shop sitemap on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);

  it('lists every shop once across its batches, each entry in the protocol’s form', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemaps/shops-1.xml' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]);
    expect(lines.slice(-2)).toEqual(['</urlset>', '']);
    const ids = lines
      .slice(2, -2)
      .map(
        (line) =>
          /^<url><loc>https?:\/\/[^<>]+\/(s\d{4})\/shop<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><\/url>$/.exec(
            line,
          )?.[1],
      );
    expect(ids).toEqual(SHOPS.map((shop) => shop.id));
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
  });
});
