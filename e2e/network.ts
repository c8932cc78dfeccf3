import { createHash } from 'node:crypto';
import { test as base } from './server.ts';

export * from '@playwright/test';

/**
 * Each test browses from a network of its own: an X-Forwarded-For address (from the TEST-NET and
 * benchmarking ranges) that the e2e server believes because it runs with TRUST_PROXY=127.0.0.1.
 * The product's per-network allowances (20 OTP sends an hour, decision 0027) are real, so one
 * test's sends must not use up another's.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = createHash('sha256').update(`${testInfo.project.name}/${testInfo.testId}/${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `198.18.${hash[0]}.${1 + (hash[1]! % 254)}` });
  },
});
