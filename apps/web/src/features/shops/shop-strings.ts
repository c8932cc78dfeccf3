import type { SyntheticEvent } from 'react';

/** The shops screens' pictures: the placeholder for a missing or broken photo, and the verified badge. */
export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-placeholder.svg';
export const VERIFIED_BADGE_IMAGE = '/images/verified-badge.svg';

/** Swaps a picture that failed to load for the placeholder (once: the placeholder never fails twice). */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(SHOP_PLACEHOLDER_IMAGE)) image.src = SHOP_PLACEHOLDER_IMAGE;
}
