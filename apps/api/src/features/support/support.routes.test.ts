import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminList } from '@local-shops/shared/admin';
import { SUPPORT_MESSAGES as HINDI_SUPPORT_MESSAGES } from '@local-shops/shared/locales/hi/rules';
import {
  SUPPORT_MESSAGES,
  SUPPORT_OPEN_MAX,
  type AdminSupportRequest,
  type OwnerSupportRequest,
} from '@local-shops/shared/support';
import type { ClaimStatus } from '../../db/schema.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import { addOwnedShop } from '../../test/owners.ts';
import { devOutbox, signIn } from '../../test/sessions.ts';

// Monday 23 November 2026, 11:00 in India.
const START = Date.parse('2026-11-23T05:30:00.000Z');
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

let seq = 0;
const newNumber = () => `+9199${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('owner support on %s', (dialect) => {
  const clock = START;
  const context = testApp(dialect, { now: () => new Date(clock) });

  async function owner({ premium, status }: { premium: boolean; status?: ClaimStatus }) {
    const id = randomUUID();
    const number = newNumber();
    const shop = testShop({
      id,
      name: `Help Shop ${id.slice(0, 6)}`,
      isClaimed: true,
      createdAt: new Date(clock).toISOString(),
    });
    const session = await addOwnedShop(context.db, shop, {
      number,
      at: clock,
      status,
      premiumUntil: premium ? clock + 100 * 86_400_000 : null,
    });
    return { shopId: id, number, session };
  }

  // Each test asks from its own network, so that the per-network limit of one does not reach another.
  let network = '198.51.100.1';
  const ask = (session: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/owner/support',
      remoteAddress: network,
      cookies: session ? { session } : {},
      payload: body,
      headers,
    });
  let networks = 0;
  beforeEach(() => {
    network = `198.51.100.${++networks}`;
  });

  it('takes an owner’s question (201) with its due time: 4 working hours for Premium, 2 working days otherwise', async () => {
    const premium = await owner({ premium: true });
    const free = await owner({ premium: false });
    const a = await ask(premium.session, { shopId: premium.shopId, message: 'How do I change my photo?' });
    expect(a.statusCode).toBe(201);
    expect(a.json<OwnerSupportRequest>()).toMatchObject({
      shopId: premium.shopId,
      message: 'How do I change my photo?',
      dueAt: ist('2026-11-23T15:00:00'),
      reply: null,
    });
    const b = await ask(free.session, { message: 'Where is my invoice?' });
    expect(b.statusCode).toBe(201);
    expect(b.json<OwnerSupportRequest>().dueAt).toBe(ist('2026-11-25T11:00:00'));
    expect((await ask(undefined, { message: 'x' })).statusCode).toBe(401);
    expect((await ask(free.session, { message: ' ' })).json().message).toBe('Please write your question.');
    expect((await ask(free.session, { shopId: premium.shopId, message: 'Not mine' })).statusCode).toBe(403);
  });

  it('puts Premium questions first in the console, and a reply reaches the owner by SMS and on the dashboard', async () => {
    const free = await owner({ premium: false });
    const premium = await owner({ premium: true });
    const freeId = (await ask(free.session, { message: 'Free question' })).json<OwnerSupportRequest>().id;
    const premiumId = (await ask(premium.session, { message: 'Premium question' })).json<OwnerSupportRequest>().id;
    const reviewer = await testReviewer(
      context.app,
      context.db,
      `support-${dialect}-${randomUUID().slice(0, 6)}@team.test`,
      new Date(clock),
    );
    const cookies = await reviewer.signIn();
    expect((await context.app.inject({ method: 'GET', url: '/v1/admin/support' })).statusCode).toBe(401);
    const inbox = (await context.app.inject({ method: 'GET', url: '/v1/admin/support', cookies })).json<{
      items: AdminSupportRequest[];
    }>().items;
    const order = inbox.map((i) => i.id);
    expect(order.indexOf(premiumId)).toBeLessThan(order.indexOf(freeId));
    expect(inbox.find((i) => i.id === premiumId)).toMatchObject({
      premium: true,
      mobileNumber: premium.number,
      overdue: false,
    });

    const replied = await context.app.inject({
      method: 'POST',
      url: `/v1/admin/support/${premiumId}/reply`,
      cookies,
      payload: { reply: 'Open the dashboard and tap Change photo.' },
    });
    expect(replied.statusCode).toBe(204);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/v1/admin/support/${premiumId}/reply`,
          cookies,
          payload: { reply: 'Again' },
        })
      ).statusCode,
    ).toBe(409);
    await context.app.outbox.drain();
    const sms = await devOutbox(context.app, premium.number);
    expect(sms.map((m) => m.body)).toContain('Apni Dukaan support: Open the dashboard and tap Change photo.');
    const mine = (
      await context.app.inject({ method: 'GET', url: '/v1/owner/support', cookies: { session: premium.session } })
    ).json<{ items: OwnerSupportRequest[] }>().items;
    expect(mine).toEqual([
      expect.objectContaining({
        id: premiumId,
        reply: 'Open the dashboard and tap Change photo.',
        repliedAt: new Date(clock).toISOString(),
      }),
    ]);
    // Answered questions go below the open ones.
    const after = (await context.app.inject({ method: 'GET', url: '/v1/admin/support', cookies }))
      .json<{ items: AdminSupportRequest[] }>()
      .items.map((i) => i.id);
    expect(after.indexOf(freeId)).toBeLessThan(after.indexOf(premiumId));
  });

  it('takes questions only from a number with a claim, pending or approved (403 otherwise, in English and Hindi)', async () => {
    const stranger = await signIn(context.db, newNumber(), clock);
    const refused = await ask(stranger, { message: 'Hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: SUPPORT_MESSAGES.claimRequired });
    expect((await ask(stranger, { message: 'Hello?' }, { 'accept-language': 'hi' })).json().message).toBe(
      HINDI_SUPPORT_MESSAGES.claimRequired,
    );
    const rejected = await owner({ premium: false, status: 'rejected' });
    expect((await ask(rejected.session, { message: 'Why?' })).statusCode).toBe(403);
    const pending = await owner({ premium: false, status: 'pending_review' });
    expect(
      (await ask(pending.session, { shopId: pending.shopId, message: 'When will my claim be reviewed?' })).statusCode,
    ).toBe(201);
    const stored = await context.db.kysely
      .selectFrom('support_requests')
      .select('mobile_number')
      .where('mobile_number', 'in', [rejected.number, pending.number])
      .execute();
    expect(stored).toEqual([{ mobile_number: pending.number }]);
  });

  it(`keeps at most ${SUPPORT_OPEN_MAX} questions of a number open at once (429), and takes another once one is answered`, async () => {
    const free = await owner({ premium: false });
    const ids: string[] = [];
    for (let i = 0; i < SUPPORT_OPEN_MAX; i++) {
      const sent = await ask(free.session, { message: `Question ${i}` });
      expect(sent.statusCode).toBe(201);
      ids.push(sent.json<OwnerSupportRequest>().id);
    }
    const refused = await ask(free.session, { message: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.tooManyOpen);
    expect((await ask(free.session, { message: 'One more' }, { 'accept-language': 'hi' })).json().message).toBe(
      HINDI_SUPPORT_MESSAGES.tooManyOpen,
    );
    // Sent at once, they still cannot pass the count together.
    network = '198.51.100.200';
    const other = await owner({ premium: false });
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(other.session, { message: `Burst ${i}` })),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(SUPPORT_OPEN_MAX);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10 - SUPPORT_OPEN_MAX);

    const reviewer = await testReviewer(
      context.app,
      context.db,
      `open-${dialect}-${randomUUID().slice(0, 6)}@team.test`,
      new Date(clock),
    );
    const cookies = await reviewer.signIn();
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/v1/admin/support/${ids[0]}/reply`,
          cookies,
          payload: { reply: 'Done.' },
        })
      ).statusCode,
    ).toBe(204);
    network = '198.51.100.201';
    expect((await ask(free.session, { message: 'Now another' })).statusCode).toBe(201);
    expect((await ask(free.session, { message: 'And one more' })).statusCode).toBe(429);
  });

  it('takes at most 20 questions an hour from one network (429 with Retry-After), whoever sends them', async () => {
    const owners = await Promise.all(Array.from({ length: 8 }, () => owner({ premium: false })));
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ask(owners[i % 8]!.session, { message: `From one network ${i}` })).statusCode);
    // 8 numbers x 3 open = 24 possible: the 21st is the network's.
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    const refused = await ask(owners[7]!.session, { message: 'Again' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SUPPORT_MESSAGES.tooManyFromNetwork);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another network is not held back by this one.
    network = '192.0.2.77';
    expect((await ask(owners[7]!.session, { message: 'From home' })).statusCode).toBe(201);
  });

  it('pages the console inbox with links.next and the total, so a question after a flood is found', async () => {
    // A flood as it was before the limits: 130 open questions of one number, 20 of them answered.
    const flooder = newNumber();
    const at = new Date(clock - 3_600_000).toISOString();
    const flood = Array.from({ length: 130 }, (_, i) => ({
      id: `flood-${dialect}-${String(i).padStart(3, '0')}`,
      mobile_number: flooder,
      shop_id: null,
      message: `spam ${i}`,
      is_premium: i % 10 === 0,
      created_at: at,
      due_at: new Date(clock + (i % 7) * 60_000).toISOString(),
      ...(i < 20 ? { reply: 'No.', replied_at: at } : {}),
    }));
    await context.db.kysely.insertInto('support_requests').values(flood).execute();
    const real = await owner({ premium: false });
    const question = (
      await ask(real.session, {
        shopId: real.shopId,
        message: 'My shop is closed on Sundays now. How do I change the hours?',
      })
    ).json<OwnerSupportRequest>();

    const reviewer = await testReviewer(
      context.app,
      context.db,
      `paging-${dialect}-${randomUUID().slice(0, 6)}@team.test`,
      new Date(clock),
    );
    const cookies = await reviewer.signIn();
    const { total } = await context.db.kysely
      .selectFrom('support_requests')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const seen: AdminSupportRequest[] = [];
    let url: string | null = '/v1/admin/support';
    let pages = 0;
    while (url) {
      const page: { statusCode: number; json: <T>() => T } = await context.app.inject({ method: 'GET', url, cookies });
      expect(page.statusCode).toBe(200);
      const body: AdminList<AdminSupportRequest> = page.json();
      expect(body.meta.total).toBe(Number(total));
      expect(body.items.length).toBeLessThanOrEqual(50);
      seen.push(...body.items);
      url = body.links.next;
      pages++;
    }
    expect(pages).toBe(Math.ceil(Number(total) / 50));
    expect(new Set(seen.map((i) => i.id)).size).toBe(Number(total));
    expect(seen.find((i) => i.id === question.id)).toMatchObject({
      mobileNumber: real.number,
      message: question.message,
    });
    // The order holds across pages: open Premium by due time, open free by due time, then answered newest first.
    const rank = (i: AdminSupportRequest) => (i.repliedAt === null ? (i.premium ? 0 : 1) : 2);
    for (let k = 1; k < seen.length; k++) {
      const [a, b] = [seen[k - 1]!, seen[k]!];
      expect(rank(a)).toBeLessThanOrEqual(rank(b));
      if (rank(a) === rank(b) && rank(a) < 2) expect(a.dueAt <= b.dueAt).toBe(true);
      if (rank(a) === rank(b) && rank(a) === 2) expect(a.createdAt >= b.createdAt).toBe(true);
    }
    expect(
      (await context.app.inject({ method: 'GET', url: '/v1/admin/support?cursor=nonsense', cookies })).statusCode,
    ).toBe(400);
  });
});
