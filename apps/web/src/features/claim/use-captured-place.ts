import { useRef, useState } from 'react';
import { APP_TEXTS } from '@local-shops/shared';
import { messageOf } from '../../lib/error-message.ts';
import { textsNow } from '../../lib/i18n.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { lookupCapturedAddress } from './claim-api.ts';
import { useAliveSignal } from './use-alive-signal.ts';

/** GeolocationPositionError.PERMISSION_DENIED, a constant on the instance only in some browsers. */
const PERMISSION_DENIED = 1;

/** A give-up time for the position: some cheap phones never answer a high-accuracy request. */
const POSITION_TIMEOUT_MS = 30_000;

export type Place =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'looking-up' }
  | { status: 'location-failed'; message: string; blocked?: boolean }
  | { status: 'address-failed'; message: string };

/**
 * Where the store-front photo was taken: the position is read once per photo and looked up as
 * the captured address, both kept in the draft. Each photo gets a number, so that the position
 * and address of an older photo are dropped.
 */
export function useCapturedPlace() {
  const mergeClaim = useAppStore((s) => s.mergeClaim);
  const setLocation = useAppStore((s) => s.setLocation);
  const [place, setPlace] = useState<Place>({ status: 'idle' });
  const captureRef = useRef(0);
  const aliveRef = useAliveSignal();

  const isCurrent = (capture: number) => capture === captureRef.current && !aliveRef.current?.signal.aborted;

  const lookUpAddress = async (capture: number, lat: number, long: number) => {
    setPlace({ status: 'looking-up' });
    try {
      const address = await lookupCapturedAddress(lat, long, aliveRef.current?.signal);
      if (!isCurrent(capture)) return;
      mergeClaim({ capturedAddress: address });
      setPlace({ status: 'idle' });
    } catch (error) {
      if (!isCurrent(capture)) return;
      const message = messageOf(error);
      setPlace({ status: 'address-failed', message });
      toast.error(message);
    }
  };

  const readPosition = (capture: number) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setPlace({ status: 'location-failed', message: textsNow(APP_TEXTS).locationUnavailable });
      return;
    }
    setPlace({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (!isCurrent(capture)) return;
        const { latitude, longitude } = position.coords;
        mergeClaim({ lat: latitude, long: longitude });
        setLocation(latitude, longitude);
        void lookUpAddress(capture, latitude, longitude);
      },
      (error) => {
        if (isCurrent(capture)) {
          setPlace({
            status: 'location-failed',
            message: textsNow(APP_TEXTS).locationError(error.message),
            blocked: error.code === PERMISSION_DENIED,
          });
        }
      },
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  return {
    place,
    /** A new photo: the position and address of the previous one no longer apply. */
    acceptPhoto: (dataUrl: string) => {
      const capture = ++captureRef.current;
      mergeClaim({ storeFrontPicture: dataUrl, lat: null, long: null, capturedAddress: '' });
      readPosition(capture);
    },
    /** The photo is dropped: so is its place, and any answer still on its way. */
    forget: () => {
      captureRef.current += 1;
      setPlace({ status: 'idle' });
      mergeClaim({ storeFrontPicture: null, lat: null, long: null, capturedAddress: '' });
    },
    retry: () => {
      const { lat, long } = useAppStore.getState().claimShop;
      if (place.status === 'address-failed' && lat !== null && long !== null)
        void lookUpAddress(captureRef.current, lat, long);
      else readPosition(captureRef.current);
    },
  };
}
