import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@local-shops/shared';
import type { EnquiryResponse } from '@local-shops/shared/enquiry';
import { enquiriesRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { networkKey } from '../../lib/network-key.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { routeTable } from '../../lib/route-table.ts';
import { requestTexts } from '../../lib/texts.ts';
import { createEnquiry } from './enquiries.repository.ts';

export interface EnquiriesRoutesOptions {
  db: Db;
  outbox: OutboxWakeup;
  teamEmail: string;
  now: () => Date;
}

/** POST /enquiries: a prospective owner asks for a call back (SPEC.md 'Registration enquiry'). */
export async function enquiriesRoutes(app: FastifyInstance, { db, outbox, teamEmail, now }: EnquiriesRoutesOptions) {
  routeTable(app)(
    enquiriesRoute,
    async (request, reply, input): Promise<EnquiryResponse> => {
      const id = await withRetryAfter(reply, createEnquiry(db, input.body(), networkKey(request.ip), teamEmail, now()));
      outbox.kick();
      reply.code(201).header('cache-control', 'no-store');
      return { id, message: requestTexts(request, reply, MESSAGES).enquirySubmitted };
    },
    { bodyLimit: 16 * 1024 },
  );
}
