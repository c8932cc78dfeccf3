import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAROUSEL_STEP_MS, CAROUSEL_STEP_PX, SHOP_TEXT } from '@local-shops/shared';
import { PauseIcon, PlayIcon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/i18n.ts';

/** Where one auto-scroll step lands: CAROUSEL_STEP_PX further, or back to the start from the end. */
export function nextScrollLeft(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
  step = CAROUSEL_STEP_PX,
): number {
  const end = scrollWidth - clientWidth;
  if (end <= 0) return 0;
  if (scrollLeft >= end - 1) return 0;
  return Math.min(scrollLeft + step, end);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface AutoScrollCarouselProps {
  /** Names the scrolling strip for assistive technology. */
  label: string;
  children: ReactNode;
  /** Shown in one row with the pause button (usually the section heading). */
  header?: ReactNode;
  className?: string;
}

/**
 * A horizontal strip that moves CAROUSEL_STEP_PX every CAROUSEL_STEP_MS and wraps to the start at
 * the end. It holds still while hovered, focused or touched, while off screen or in a hidden
 * tab, when the user prefers reduced motion, and after the pause button is pressed (moving
 * content needs a way to stop it, WCAG 2.2.2).
 */
export function AutoScrollCarousel({ label, children, header, className }: AutoScrollCarouselProps) {
  const shopText = useTexts(SHOP_TEXT);
  const strip = useRef<HTMLUListElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    const element = strip.current;
    if (!element || reducedMotion || stopped) return;
    let hovered = false;
    let focused = false;
    let touched = false;
    let visible = true;

    const timer = window.setInterval(() => {
      if (hovered || focused || touched || !visible || document.hidden) return;
      const target = nextScrollLeft(element.scrollLeft, element.clientWidth, element.scrollWidth);
      if (target !== element.scrollLeft) element.scrollLeft = target;
    }, CAROUSEL_STEP_MS);

    const on = (type: string, handler: (event: Event) => void) => {
      element.addEventListener(type, handler, { passive: true });
      return () => element.removeEventListener(type, handler);
    };
    const offs = [
      on('mouseenter', () => (hovered = true)),
      on('mouseleave', () => (hovered = false)),
      on('focusin', () => (focused = true)),
      on('focusout', (event) => {
        focused = element.contains((event as FocusEvent).relatedTarget as Node | null);
      }),
      on('touchstart', () => (touched = true)),
      on('touchend', () => (touched = false)),
      on('touchcancel', () => (touched = false)),
    ];

    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        visible = entries.some((entry) => entry.isIntersecting);
      });
      observer.observe(element);
    }

    return () => {
      window.clearInterval(timer);
      offs.forEach((off) => off());
      observer?.disconnect();
    };
  }, [reducedMotion, stopped]);

  return (
    <div className={className ? `shops-carousel ${className}` : 'shops-carousel'}>
      <div className="shops-carousel__header">
        {header}
        {reducedMotion ? null : (
          <button
            type="button"
            className="shops-icon-button"
            aria-label={stopped ? shopText.resumeScrolling : shopText.pauseScrolling}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
        )}
      </div>
      <ul className="shops-carousel__strip" ref={strip} aria-label={label} tabIndex={0}>
        {children}
      </ul>
    </div>
  );
}
