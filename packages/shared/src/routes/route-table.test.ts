import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_API_PATHS, API_PATHS } from '../api-paths.ts';
import { SHOP_ID_PATTERN } from '../schemas/claim.ts';
import { CONSOLE_ROUTES } from './console-routes.ts';
import { OWNER_ROUTES } from './owner-routes.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { ID_PATTERN, type RouteSpec, openApiPath, pathOf } from './route.ts';

const ALL: RouteSpec[] = [...Object.values(PUBLIC_ROUTES), ...Object.values(OWNER_ROUTES), ...Object.values(CONSOLE_ROUTES)];
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
    expect(SHOP_ID_PATTERN).toBe(ID_PATTERN);
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

  it('gives the same paths as before', () => {
    expect(API_PATHS.shopsFilter).toBe('/claim-shops/filter');
    expect(API_PATHS.shop('x y')).toBe('/claim-shops/x%20y');
    expect(API_PATHS.ownerReviewReply('s1', 'r1')).toBe('/owner/shops/s1/reviews/r1/reply');
    expect(API_PATHS.place('karnataka', 'bengaluru', 'c1')).toBe('/places/karnataka/bengaluru/c1');
    expect(ADMIN_API_PATHS.claimApprove('c1')).toBe('/admin/claims/c1/approve');
  });

  it('names only paths of the table', () => {
    const patterns = new Set(ALL.map((entry) => entry.path.replace(/:[A-Za-z]+/g, ':')));
    const asPattern = (value: string | ((...values: string[]) => string)) =>
      (typeof value === 'string' ? value : value(...Array<string>(5).fill('\u0000'))).replace(/%00/g, ':');
    for (const [name, value] of Object.entries({ ...API_PATHS, ...ADMIN_API_PATHS })) {
      if (name === 'images') continue; // the prefix of the signed image links, not a route
      expect(patterns.has(asPattern(value)), name).toBe(true);
    }
  });
});
