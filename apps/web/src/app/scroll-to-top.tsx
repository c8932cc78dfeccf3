import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen opens at its top (issue 27: Instructions -> Next opened the form 991 px down, where
 * the Next button had been). Only a move to another path does it: Back and Forward (POP) leave the
 * position to the browser, and a change of the query alone (a list's order) keeps the reader's place.
 */
export function ScrollToTopOnNavigation(): null {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && hash === '') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
