import { API_PATHS, MESSAGES } from '@local-shops/shared';
import { enquirySchema, type EnquiryResponse } from '@local-shops/shared/enquiry';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { parseInput } from '../../lib/validation.ts';
import { networkKey } from '../../lib/network-key.ts';
import { createEnquiry } from './enquiries.repository.ts';
import { requestTexts } from '../../lib/texts.ts';

export interface EnquiriesRoutesOptions {
  db: Db;
  outbox: OutboxWakeup;
  teamEmail: string;
  now: () => Date;
}

/** POST /enquiries: a prospective owner asks for a call back (SPEC.md 'Registration enquiry'). */
export async function enquiriesRoutes(app: FastifyInstance, { db, outbox, teamEmail, now }: EnquiriesRoutesOptions) {
  app.post(API_PATHS.enquiries, { bodyLimit: 16 * 1024 }, async (request, reply): Promise<EnquiryResponse> => {
    const input = parseInput(enquirySchema, request.body);
    const id = await withRetryAfter(reply, createEnquiry(db, input, networkKey(request.ip), teamEmail, now()));
    outbox.kick();
    reply.code(201).header('cache-control', 'no-store');
    return { id, message: requestTexts(request, reply, MESSAGES).enquirySubmitted };
  });
}
