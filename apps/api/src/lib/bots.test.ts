import { describe, expect, it } from 'vitest';
import { isBot } from './bots.ts';

describe('bots', () => {
  it('knows crawlers and scripts by their user agent, and lets phones through', () => {
    for (const ua of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0 A',
      'curl/8.5.0',
      'python-requests/2.31',
      '',
      undefined,
    ]) {
      expect(isBot(ua), String(ua)).toBe(true);
    }
    expect(
      isBot(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });
});
