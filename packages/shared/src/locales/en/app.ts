import { BRAND_NAME } from '../../brand.ts';
import { defineTexts } from '../../i18n/texts.ts';

/**
 * The app shell's texts: what the first screen may need before any feature loads (loading,
 * a crash, the device position, a call that fails). Kept apart from `MESSAGES` so that the
 * landing page's first download does not carry every message.
 */
export const APP_TEXTS = defineTexts('app/APP_TEXTS', {
  locationError: (message: string) => `Location Error: ${message}`,
  locationUnavailable: 'Location API not available in the device.',
  unexpectedError: 'Unexpected Application Error!',
  goHome: 'Go to home page',
  closeNotification: 'Close notification',
  copyright: (year: number) => `Copyright © ${year} ${BRAND_NAME}`,
  loading: 'Loading...',
  chunkLoadFailed: (chunk: string | number) => `Loading chunk ${chunk} failed`,
  internalError: 'Something went wrong on our side. Please try again.',
  networkError: 'Could not reach the server. Please check your internet connection and try again.',
  timeout: 'The server took too long to answer. Please try again.',
});
