import { API_PATHS, MESSAGES } from '@local-shops/shared';
import { enquirySchema, type EnquiryResponse } from '@local-shops/shared/enquiry';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { parseInput } from '../../lib/validation.ts';
import type { OutboxWorker } from '../notifications/outbox-worker.ts';
import { networkKey } from '../otp/network-key.ts';
import { EnquiryRateLimitError, createEnquiry } from './enquiries.repository.ts';

export interface EnquiriesRoutesOptions {
  db: Db;
  outbox: OutboxWorker;
  teamEmail: string;
  now: () => Date;
}

/** POST /enquiries: a prospective owner asks for a call back (SPEC.md 'Registration enquiry'). */
export async function enquiriesRoutes(app: FastifyInstance, { db, outbox, teamEmail, now }: EnquiriesRoutesOptions) {
  app.post(API_PATHS.enquiries, { bodyLimit: 16 * 1024 }, async (request, reply): Promise<EnquiryResponse> => {
    const input = parseInput(enquirySchema, request.body);
    let id: string;
    try {
      id = await createEnquiry(db, input, networkKey(request.ip), teamEmail, now());
    } catch (error) {
      if (error instanceof EnquiryRateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    outbox.kick();
    reply.code(201).header('cache-control', 'no-store');
    return { id, message: MESSAGES.enquirySubmitted };
  });
}
