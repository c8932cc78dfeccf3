import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { OWNER_ROUTES } from './owner-routes.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { ID_PATTERN, openApiPath, pathOf, type RouteSpec } from './route.ts';

const ALL: RouteSpec[] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(OWNER_ROUTES),
  ...Object.values(CONSOLE_ROUTES),
];
const namesIn = (pattern: string) => [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

describe('the route table', () => {
  it('holds each method and path once', () => {
    const keys = ALL.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declares each path parameter's schema, and no other", () => {
    for (const entry of ALL) {
      const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape) : [];
      expect(declared, `${entry.method} ${entry.path}`).toEqual(namesIn(entry.path));
    }
  });

  it('gives the console its own access and keeps it out of the public and owner tables', () => {
    expect(Object.values(PUBLIC_ROUTES).some((entry) => entry.path.startsWith('/admin'))).toBe(false);
    expect(Object.values(OWNER_ROUTES).some((entry) => entry.path.startsWith('/admin'))).toBe(false);
    expect(Object.values(CONSOLE_ROUTES).every((entry) => entry.path.startsWith('/admin'))).toBe(true);
  });

  it('refuses an id that cannot exist with the message of an unknown one', () => {
    const params = PUBLIC_ROUTES.shop.params;
    expect(params.safeParse({ id: 'shop0001' }).success).toBe(true);
    const refused = params.safeParse({ id: 'a'.repeat(65) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('No shop with this id exists.');
  });

  it('has one id pattern', () => {
    expect(ID_PATTERN.test('A-z_09')).toBe(true);
    expect(ID_PATTERN.test('a/b')).toBe(false);
  });
});

describe('paths made from the table', () => {
  it('fills parameters in order, each URI-encoded', () => {
    expect(pathOf('/owner/shops/:id/photos/:photoId')('a b', 'c/d')).toBe('/owner/shops/a%20b/photos/c%2Fd');
    expect(pathOf('/site-config')).toBe('/site-config');
    expect(openApiPath('/places/:state/:town/:category')).toBe('/places/{state}/{town}/{category}');
  });
});
