import { describe, expect, it } from 'vitest';
import { isBot } from '../../lib/bots.ts';
import { createDedupe } from './dedupe.ts';

describe('the events dedupe', () => {
  it('lets a key through once per window', () => {
    let clock = 0;
    const dedupe = createDedupe({ windowMs: 1000, maxEntries: 10, now: () => clock });
    expect(dedupe.firstTime('a')).toBe(true);
    expect(dedupe.firstTime('a')).toBe(false);
    clock = 999;
    expect(dedupe.firstTime('a')).toBe(false);
    clock = 1000;
    expect(dedupe.firstTime('a')).toBe(true);
  });

  it('stays within its bound, forgetting the oldest keys first', () => {
    const dedupe = createDedupe({ windowMs: 60_000, maxEntries: 100, now: () => 0 });
    for (let i = 0; i < 1000; i++) dedupe.firstTime(`k${i}`);
    expect(dedupe.size).toBeLessThanOrEqual(100);
    expect(dedupe.firstTime('k999')).toBe(false);
    expect(dedupe.firstTime('k0')).toBe(true);
  });
});

describe('bots', () => {
  it('knows crawlers and scripts by their user agent, and lets phones through', () => {
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1', 'WhatsApp/2.23.20.0 A', 'curl/8.5.0', 'python-requests/2.31', '', undefined]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
    expect(isBot('Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });
});
