// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetScreen } from './reset-screen.ts';
import { useNearViewport } from './use-near-viewport.ts';

function Slot() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'map' : 'placeholder'}</div>;
}

afterEach(resetScreen);

describe('useNearViewport', () => {
  it('shows the placeholder until the slot comes near the window, then keeps what it loaded', () => {
    const observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, margin: options?.rootMargin, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    render(<Slot />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    const [observer] = observers;
    expect(observer?.margin).toBe('100px');
    act(() => observer!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => observer!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('map')).toBeTruthy();
    expect(observer!.disconnected).toBe(true);
  });

  it('shows the content at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Slot />);
    expect(screen.getByText('map')).toBeTruthy();
  });
});
