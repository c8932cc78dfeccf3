import { describe, expect, it } from 'vitest';
import { APP_TEXTS } from '@local-shops/shared';
import { asError, messageOf } from './error-message.ts';

describe('messageOf', () => {
  it("shows a failure's own message: an Error's, or any thrown object's", () => {
    expect(messageOf(new Error('That shop is already claimed.'))).toBe('That shop is already claimed.');
    expect(messageOf({ message: 'Permission denied' })).toBe('Permission denied');
  });

  it('shows the fallback, else the generic text, when the failure says nothing', () => {
    expect(messageOf(new Error(''), 'Sharing is not available here.')).toBe('Sharing is not available here.');
    expect(messageOf('boom')).toBe(APP_TEXTS.internalError);
    expect(messageOf(undefined)).toBe(APP_TEXTS.internalError);
  });
});

describe('asError', () => {
  it('keeps an Error and wraps anything else', () => {
    const error = new Error('offline');
    expect(asError(error)).toBe(error);
    expect(asError('offline').message).toBe('offline');
  });
});
