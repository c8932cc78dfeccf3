import { useEffect, useRef, type RefObject } from 'react';
import { INFINITE_SCROLL_THRESHOLD, INFINITE_SCROLL_THROTTLE_MS } from '@local-shops/shared';

/**
 * How much of `rect` the viewport has reached: 0 when its top is at the bottom of the screen,
 * 1 when its bottom is. The list sits inside a longer landing page, so "80% scrolled" is measured
 * against the list rather than the whole document (whose footer would otherwise count).
 */
export function scrolledFraction(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  return (viewportHeight - rect.top) / rect.height;
}

/**
 * Calls `onNearEnd` when the user has scrolled past INFINITE_SCROLL_THRESHOLD (80%) of the
 * element. Scroll events are passive and throttled to INFINITE_SCROLL_THROTTLE_MS (with a
 * trailing call so the last position always counts); the layout read happens in an animation
 * frame so it never forces a layout in the middle of someone else's writes. When `watchKey`
 * changes (a page was appended) it only checks whether the list still ends above the bottom of
 * the screen: applying the 80% rule there would load page after page while a reader rests at
 * the bottom of a long list, where one page is less than 20% of it.
 */
export function useInfiniteScroll(
  target: RefObject<HTMLElement | null>,
  onNearEnd: () => void,
  enabled: boolean,
  watchKey: unknown,
): void {
  const callback = useRef(onNearEnd);
  useEffect(() => {
    callback.current = onNearEnd;
  });

  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let trailing: number | undefined;
    let last = Number.NEGATIVE_INFINITY;

    const check = (afterScroll: boolean) => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const nearEnd = afterScroll
        ? scrolledFraction(rect, window.innerHeight) >= INFINITE_SCROLL_THRESHOLD
        : rect.height > 0 && rect.bottom <= window.innerHeight;
      if (nearEnd) callback.current();
    };
    const schedule = (afterScroll = true) => {
      last = performance.now();
      if (!frame) frame = window.requestAnimationFrame(() => check(afterScroll));
    };
    const onScroll = () => {
      const wait = last + INFINITE_SCROLL_THROTTLE_MS - performance.now();
      if (wait <= 0) schedule();
      else if (trailing === undefined) {
        trailing = window.setTimeout(() => {
          trailing = undefined;
          schedule();
        }, wait);
      }
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    schedule(false);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      if (trailing !== undefined) window.clearTimeout(trailing);
    };
  }, [enabled, target, watchKey]);
}
