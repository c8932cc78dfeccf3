import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { DIALECTS } from '../test/databases.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './control-characters.ts';

const REFUSED = { statusCode: 400, error: 'Bad Request', message: CONTROL_CHARACTERS_MESSAGE };

describe.each(DIALECTS)('bad input never makes a 5xx, on %s', (dialect) => {
  const context = testApp(dialect);

  it('answers 400 to NUL and other control characters in a query', async () => {
    for (const url of [
      '/v1/claim-shops/filter?name=abc%00',
      '/v1/claim-shops/filter?name=a%07b',
      '/v1/shops?search=x%1B',
      '/v1/google-apis/address-lookup?lat=12%00&long=77',
    ]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: REFUSED });
    }
  });

  it('answers 400 to control characters anywhere in a JSON body, and keeps line breaks', async () => {
    const nul = await context.app.inject({
      method: 'POST',
      url: '/v1/enquiries',
      payload: { shopName: 'Ravi\u0000 Stores', ownersName: 'Ravi', contactNumber: '+919812345678' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual(REFUSED);
    const nested = await context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: '+919812345678', extra: [{ deep: 'x\u001F' }] },
    });
    expect(nested.json()).toEqual(REFUSED);
    const key = await context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { 'mobile\u0000Number': '+919812345678' },
    });
    expect(key.json()).toEqual(REFUSED);
    // A tab or a new line is text, not an attack: the request goes on to its own checks.
    const lines = await context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: '+91981234\n5678' },
    });
    expect(lines.statusCode).toBe(400);
    expect(lines.json<{ message: string }>().message).not.toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('answers an over-long path parameter in our error shape', async () => {
    for (const url of [`/v1/admin/claims/${'a'.repeat(300)}`, `/v1/shops/${'b'.repeat(300)}`]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(Object.keys(response.json<object>()).sort()).toEqual(['error', 'message', 'statusCode']);
    }
    const long = await context.app.inject({ method: 'GET', url: `/v1/admin/claims/${'a'.repeat(300)}` });
    expect(long.json()).toEqual({ statusCode: 414, error: 'URI Too Long', message: 'The address is too long.' });
  });
});
