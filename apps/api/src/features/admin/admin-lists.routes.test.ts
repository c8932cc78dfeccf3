import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PAGE_SIZE,
  type AdminClaimListItem,
  type AdminEnquiry,
  type AdminList,
  type AdminPaymentOrder,
} from '@local-shops/shared/admin';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { listingWriter, recordNewListingClaim, TAXONOMY } from '../../test/fixtures.ts';
import { ADMIN_COOKIE, createAdminUser } from './admin-auth.ts';

const CATEGORY = TAXONOMY[0]!;
const SUB = CATEGORY.subCategories[0]!;
const COUNT = ADMIN_PAGE_SIZE + 7;

describe.each(DIALECTS)('console lists page with a cursor and show their totals (%s)', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let cookies: Record<string, string>;
  const base = Date.parse('2026-09-01T08:00:00.000Z');
  // Rows share creation times in pairs, so that the id breaks ties across a page boundary.
  const at = (i: number) => new Date(base + Math.floor(i / 2) * 60_000);

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' },
      db,
      logger: false,
      now: () => new Date(base + 86_400_000),
    });
    await createAdminUser(db, 'pager@shops.test', 'correct horse battery staple', new Date(base), {
      log2N: 12,
      r: 8,
      p: 1,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: 'pager@shops.test', password: 'correct horse battery staple' },
    });
    cookies = { [ADMIN_COOKIE]: login.cookies.find((c) => c.name === ADMIN_COOKIE)!.value };
    for (let i = 0; i < COUNT; i++) {
      const number = `+9194${String(10_000_000 + i).slice(-8)}`;
      await recordNewListingClaim(
        db,
        listingWriter(db),
        {
          shopId: `pager-shop-${i}`,
          mobileNumber: number,
          name: `Pager Store ${i}`,
          intro: 'Stores.',
          state: 'Karnataka',
          city: 'Mysuru',
          pin: '570001',
          shopType: 'Retailers',
          categoryIds: [CATEGORY.id],
          subCategoryIds: [SUB.id],
          ownerName: 'Owner',
          ownerEmail: 'owner@example.in',
          referralCode: null,
          address: '1 Road',
          capturedAddress: 'Mysuru',
          lat: 12.3,
          long: 76.6,
          chequeImageKey: `cheque/${String(i).padStart(32, '0')}.jpg`,
          storeFrontImageKey: `store-front/${String(i).padStart(32, '0')}.jpg`,
        },
        at(i),
      );
      const iso = at(i).toISOString();
      await db.kysely
        .insertInto('enquiries')
        .values({
          id: `enquiry-${String(i).padStart(3, '0')}`,
          shop_name: `Shop ${i}`,
          owners_name: 'Owner',
          contact_number: number,
          status: 'new',
          ip: '198.51.100.1',
          note: null,
          created_at: iso,
          updated_at: iso,
          called_back_at: null,
          closed_at: null,
        })
        .execute();
      await db.kysely
        .insertInto('payment_orders')
        .values({
          id: `order-${String(i).padStart(3, '0')}`,
          shop_id: `pager-shop-${i}`,
          mobile_number: number,
          provider: 'sandbox',
          provider_order_id: `o_${i}`,
          receipt: `r_${i}`,
          amount_paise: 199900,
          currency: 'INR',
          status: 'created',
          provider_payment_id: null,
          signature: null,
          failure_reason: null,
          created_at: iso,
          updated_at: iso,
          paid_at: null,
        })
        .execute();
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function everyPage<T extends { id: string }>(first: string) {
    const pages: Array<AdminList<T>> = [];
    let next: string | null = first;
    while (next) {
      const response: LightMyRequestResponse = await app.inject({ method: 'GET', url: next, cookies });
      expect(response.statusCode).toBe(200);
      const page: AdminList<T> = response.json();
      pages.push(page);
      next = page.links.next;
    }
    return pages;
  }

  it.each([
    ['claims', '/v1/admin/claims?status=pending_review', 'asc'],
    ['enquiries', '/v1/admin/enquiries?status=new', 'asc'],
    ['payments', '/v1/admin/payments', 'desc'],
  ] as const)('pages through every %s once, in order, with the total on each page', async (_name, first, order) => {
    const pages = await everyPage<AdminClaimListItem | AdminEnquiry | AdminPaymentOrder>(first);
    expect(pages.map((page) => page.items.length)).toEqual([ADMIN_PAGE_SIZE, COUNT - ADMIN_PAGE_SIZE]);
    expect(pages.every((page) => page.meta.total === COUNT)).toBe(true);
    const items = pages.flatMap((page) => page.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(COUNT);
    const times = items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a))));
    // The filter travels with the cursor.
    expect(pages[0]!.links.next).toContain(first.includes('status=') ? first.split('?')[1]! : 'cursor=');
  });

  it("logs each opening of a claim's personal details", async () => {
    const { items } = (await app.inject({ method: 'GET', url: '/v1/admin/claims', cookies })).json<
      AdminList<AdminClaimListItem>
    >();
    const id = items[0]!.id;
    expect((await app.inject({ method: 'GET', url: `/v1/admin/claims/${id}`, cookies })).statusCode).toBe(200);
    const views = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('subject_id', '=', id)
      .where('action', '=', 'claim.view')
      .execute();
    expect(views).toHaveLength(1);
    expect(views[0]!.admin_id).not.toBeNull();
  });

  it('answers a broken cursor with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/admin/claims?cursor=not-a-cursor', cookies });
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'cursor is not valid.' });
  });
});
