// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_TEXTS } from '@local-shops/shared';
import { readDeviceLocation, resetDeviceLocationForTests } from './device-location.ts';
import { useAppStore } from './store.ts';

function fakeGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => answer(ok, fail!),
  );
  return { getCurrentPosition } as unknown as Geolocation & { getCurrentPosition: typeof getCurrentPosition };
}

beforeEach(() => {
  resetDeviceLocationForTests();
  useAppStore.getState().clearLocation();
});

afterEach(() => vi.restoreAllMocks());

describe('readDeviceLocation', () => {
  it('stores the position, asking once with high accuracy', () => {
    const geo = fakeGeolocation((ok) => ok({ coords: { latitude: 25.3, longitude: 83 } } as GeolocationPosition));
    readDeviceLocation(geo);
    readDeviceLocation(geo);
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true });
    expect(useAppStore.getState().location).toEqual({ latitude: 25.3, longitude: 83, error: null });
  });

  it("stores 'Location Error: {message}' when the position cannot be read", () => {
    readDeviceLocation(
      fakeGeolocation((_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)),
    );
    expect(useAppStore.getState().location.error).toBe(APP_TEXTS.locationError('User denied Geolocation'));
  });

  it('stores the unavailable message without a location capability', () => {
    readDeviceLocation(undefined);
    expect(useAppStore.getState().location.error).toBe(APP_TEXTS.locationUnavailable);
  });
});
