import type { SyntheticEvent } from 'react';
/** The shops screens' own wording, in every language: packages/shared/src/locales/<code>/shops.ts. */
export { SHOP_TEXT } from '@local-shops/shared';

export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-placeholder.svg';
export const VERIFIED_BADGE_IMAGE = '/images/verified-badge.svg';

/** Swaps a picture that failed to load for the placeholder (once: the placeholder never fails twice). */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(SHOP_PLACEHOLDER_IMAGE)) image.src = SHOP_PLACEHOLDER_IMAGE;
}
