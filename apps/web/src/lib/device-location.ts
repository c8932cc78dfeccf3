import { APP_TEXTS } from '@local-shops/shared';
import { useAppStore } from './store.ts';

let requested = false;

/**
 * Reads the device position once per page load, with high accuracy (SPEC.md section 4), into the
 * store's `location` slice. Later calls do nothing, so React's double-run of effects in
 * development does not ask twice.
 */
export function readDeviceLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): void {
  if (requested) return;
  requested = true;
  const { setLocation, setLocationError } = useAppStore.getState();
  if (!geolocation) {
    setLocationError(APP_TEXTS.locationUnavailable);
    return;
  }
  geolocation.getCurrentPosition(
    (position) => setLocation(position.coords.latitude, position.coords.longitude),
    (error) => setLocationError(APP_TEXTS.locationError(error.message)),
    { enableHighAccuracy: true },
  );
}

/** Lets tests read the position again. */
export function resetDeviceLocationForTests(): void {
  requested = false;
}
