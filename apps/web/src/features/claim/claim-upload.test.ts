// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api.ts';
import {
  claimSubmissionKey,
  clearClaimSubmissionKey,
  MAX_TRIES,
  withRetries,
  type RetryState,
} from './claim-upload.ts';

/** Issue 27, decision 0080: a claim's tries over a connection that drops, with one key per draft. */

const dropped = () => new ApiRequestError('Could not reach the server.', 0);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withRetries', () => {
  it('tries again after a dropped connection, waiting longer each time, and answers the try that went', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(new ApiRequestError('Bad gateway', 502))
      .mockResolvedValue('shop-1');
    const states: RetryState[] = [];
    const answer = withRetries(attempt, { onRetry: (state) => states.push(state) });
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(answer).resolves.toBe('shop-1');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(states[0]).toEqual({ kind: 'retrying', attempt: 2 });
  });

  it('does not try again after a refusal, and gives up after the last try', async () => {
    const refused = new ApiRequestError('You have already submitted a claim for this shop.', 409);
    const once = vi.fn<() => Promise<string>>().mockRejectedValue(refused);
    await expect(withRetries(once)).rejects.toBe(refused);
    expect(once).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const never = vi.fn<() => Promise<string>>().mockRejectedValue(dropped());
    const answer = withRetries(never);
    const failed = expect(answer).rejects.toBeInstanceOf(ApiRequestError);
    await vi.advanceTimersByTimeAsync(120_000);
    await failed;
    expect(never).toHaveBeenCalledTimes(MAX_TRIES);
  });

  it('offline, waits for the connection without spending tries, and goes when `online` fires', async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(dropped()).mockResolvedValue('shop-2');
    const states: RetryState[] = [];
    const answer = withRetries(attempt, { onRetry: (state) => states.push(state) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(states).toEqual([{ kind: 'offline' }]);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(answer).resolves.toBe('shop-2');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('the submission key', () => {
  it('is the same for every try of a draft, and a new one once the draft is done', async () => {
    const key = await claimSubmissionKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(await claimSubmissionKey()).toBe(key);
    await clearClaimSubmissionKey();
    expect(await claimSubmissionKey()).not.toBe(key);
  });
});
