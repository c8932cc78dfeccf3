import type { FastifyInstance } from 'fastify';
import { REVIEW_MESSAGES, type ShopSuggestion } from '@local-shops/shared';
import { shopSuggestionsRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { routeTable } from '../../lib/route-table.ts';
import { shopSuggestions } from './claim-duplicates.ts';

/** Look-ups one network may make in ten minutes: the form asks once a name and place settle. */
export const SUGGESTIONS_PER_NETWORK = 120;
const WINDOW_MS = 10 * 60_000;

/**
 * GET /claim-shops/suggestions: "Is this your shop?" (decision 0077). Listed shops with a name
 * like the one typed, within 200 m of the position or in the pin: public facts only. The query
 * holds where the owner stands: private, never kept by a shared cache.
 */
export async function claimDuplicatesRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  const route = routeTable(app, { cache: [[shopSuggestionsRoute, 'private']] });
  route(shopSuggestionsRoute, async (request, reply, input): Promise<{ items: ShopSuggestion[] }> => {
    const query = input.query();
    const count = await countAttempt(db, `shop-suggestions:${networkKey(request.ip)}`, WINDOW_MS, now());
    if (count.count > SUGGESTIONS_PER_NETWORK) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((count.windowEndsAt - now().getTime()) / 1000))));
      throw new HttpError(429, REVIEW_MESSAGES.suggestionsTooMany);
    }
    return { items: await shopSuggestions(db, query) };
  });
}
