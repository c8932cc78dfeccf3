import { describe, expect, it } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { relevanceFixture } from './relevance-fixture.ts';
import { relevanceQueries, scoreRelevance } from './relevance-queries.ts';

describe.each(DIALECTS)('the relevance set on %s', (dialect) => {
  const context = appWithShops(
    dialect,
    relevanceFixture().map((s) => s.shop),
  );

  it('has at least 150 queries of every kind', () => {
    const queries = relevanceQueries();
    expect(queries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(queries.map((q) => q.kind)).size).toBe(11);
  });

  it('finds what shoppers meant: recall@10 at least 0.9, MRR at least 0.9', async () => {
    const scores = await scoreRelevance(async ({ q, params }) => {
      const page = await getOk<Page<ShopListItem>>(
        context.app,
        `/v1/claim-shops/filter?q=${encodeURIComponent(q)}${params}`,
      );
      return page.items.map((s) => s.id);
    });
    console.info(dialect, JSON.stringify({ ...scores, misses: scores.misses.slice(0, 40) }, null, 1));
    expect(scores.recallAt10).toBeGreaterThanOrEqual(0.9);
    expect(scores.mrr).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
