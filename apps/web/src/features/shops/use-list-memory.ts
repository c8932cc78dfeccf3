import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { firstVisibleRow, recallList, rememberList, scrollBack, type ListMemory } from './list-memory.ts';
import type { PagedFeed } from './use-paged-feed.ts';

/**
 * Keeps the shown feed's pages and the scroll position for this history entry, and on a return
 * to it (Back from a shop page, a reload) shows them again instead of starting over. Returns
 * the path whose pages were restored, which the caller then does not load again.
 */
export function useListMemory(feed: PagedFeed, path: string): { restoredPath: string | null } {
  const { key } = useLocation();
  const [memory] = useState<ListMemory | null>(() => {
    const saved = recallList(key);
    return saved && saved.path === path ? saved : null;
  });
  const pendingScroll = useRef<ListMemory | null>(memory);

  const { restore } = feed;
  useLayoutEffect(() => {
    // The browser's own restoration would put back a pixel offset over rows drawn at estimated
    // heights, after ours: the place is kept here instead (in-app pages scroll themselves).
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    if (memory) restore(memory);
  }, [memory, restore]);

  // Scroll back once the restored rows are on the page.
  const rowCount = feed.items?.length ?? 0;
  useLayoutEffect(() => {
    const target = pendingScroll.current;
    if (target === null || rowCount === 0) return;
    pendingScroll.current = null;
    scrollBack(target);
    // Rows near the screen are drawn at their real height only in the next frames (content-
    // visibility): the anchor row is put back in place again once they are.
    const again = () => scrollBack({ ...target, scrollY: window.scrollY });
    const frame = requestAnimationFrame(() => requestAnimationFrame(again));
    const later = window.setTimeout(again, 150);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(later);
    };
  }, [rowCount]);

  const latest = useRef({ feed, path, key, scrollY: 0 });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, feed, path, key };
  });
  // A layout effect: its clean-up runs while the rows are still on the page, so the anchor can be read.
  useLayoutEffect(() => {
    const onScroll = () => {
      latest.current.scrollY = window.scrollY;
    };
    const save = () => {
      const { feed: f, path: p, key: k, scrollY } = latest.current;
      if (!f.items || f.items.length === 0) return;
      rememberList(k, {
        path: p,
        items: f.items,
        next: f.next,
        total: f.total,
        totalIsCapped: f.totalIsCapped,
        correctedTo: f.correctedTo,
        scrollY,
        anchor: firstVisibleRow(),
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, []);

  return { restoredPath: memory?.path ?? null };
}
