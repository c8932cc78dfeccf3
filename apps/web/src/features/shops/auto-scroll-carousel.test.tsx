// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_STEP_MS, CAROUSEL_STEP_PX } from '@local-shops/shared';
import { AutoScrollCarousel, nextScrollLeft } from './auto-scroll-carousel.tsx';

/** jsdom has no layout: give the strip a size and a writable scroll position. */
function sizeStrip(strip: HTMLElement, clientWidth: number, scrollWidth: number) {
  let scrollLeft = 0;
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(strip, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = value;
    },
  });
}

function renderCarousel() {
  render(
    <AutoScrollCarousel label="Similar Shops nearby">
      <li>One</li>
      <li>Two</li>
    </AutoScrollCarousel>,
  );
  const strip = screen.getByRole('list', { name: 'Similar Shops nearby' });
  sizeStrip(strip, 300, 400);
  return strip;
}

const tick = (steps = 1) => act(() => vi.advanceTimersByTime(CAROUSEL_STEP_MS * steps));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('nextScrollLeft', () => {
  it('moves one step, stops at the end, then wraps to the start', () => {
    expect(nextScrollLeft(0, 300, 1000)).toBe(CAROUSEL_STEP_PX);
    expect(nextScrollLeft(690, 300, 1000)).toBe(700);
    expect(nextScrollLeft(700, 300, 1000)).toBe(0);
    expect(nextScrollLeft(0, 300, 300)).toBe(0);
  });
});

describe('AutoScrollCarousel', () => {
  it(`scrolls ${CAROUSEL_STEP_PX} px every ${CAROUSEL_STEP_MS} ms and wraps at the end`, () => {
    const strip = renderCarousel();
    tick();
    expect(strip.scrollLeft).toBe(20);
    tick(4);
    expect(strip.scrollLeft).toBe(100);
    tick();
    expect(strip.scrollLeft).toBe(0);
  });

  it('holds still while hovered or focused and after Pause', () => {
    const strip = renderCarousel();
    fireEvent.mouseEnter(strip);
    tick(3);
    expect(strip.scrollLeft).toBe(0);
    fireEvent.mouseLeave(strip);
    tick();
    expect(strip.scrollLeft).toBe(20);

    fireEvent.focusIn(strip);
    tick(3);
    expect(strip.scrollLeft).toBe(20);
    fireEvent.focusOut(strip);

    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling' }));
    tick(3);
    expect(strip.scrollLeft).toBe(20);
    fireEvent.click(screen.getByRole('button', { name: 'Resume scrolling' }));
    tick();
    expect(strip.scrollLeft).toBe(40);
  });

  it('does not move when the user prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })),
    );
    const strip = renderCarousel();
    tick(5);
    expect(strip.scrollLeft).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause scrolling' })).toBeNull();
  });
});
