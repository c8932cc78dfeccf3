import { useEffect, useState } from 'react';

/**
 * For a part of a page worth loading only when the visitor scrolls to it (a map, on a phone): a
 * ref for its slot, and whether the slot has come within `margin` of the window. Once true it
 * stays true. True at once where the browser has no IntersectionObserver.
 */
export function useNearViewport<T extends Element>(margin = '100px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
