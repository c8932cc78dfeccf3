import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The landing, shop and town pages come with their first content drawn by the server (issue 27,
 * decision 0084), in `#root > [data-server-page]`. The app is not hydrated over it: it renders
 * beside it, hidden, and the server's content stays on screen until the screen's own first content
 * is ready (its data loaded, `useServerPageReady`), any in-app navigation, or a time limit,
 * whichever comes first. So the visitor never sees the page blanked to 'Loading…' in between.
 */

/** A screen that never says it is ready (a failure in its code) still shows after this long. */
export const SERVER_PAGE_LIMIT_MS = 10_000;

let serverPage: HTMLElement | null = null;
let appRoot: HTMLElement | null = null;
let limit: number | undefined;

/**
 * Where the app renders: a hidden container beside the server's content when the page came with
 * some, else the root itself (every other page, and the offline app shell).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  serverPage = root.querySelector<HTMLElement>(':scope > [data-server-page]');
  if (!serverPage) return root;
  appRoot = document.createElement('div');
  appRoot.className = 'app-root';
  appRoot.hidden = true;
  root.append(appRoot);
  limit = window.setTimeout(() => showApp(), SERVER_PAGE_LIMIT_MS);
  return appRoot;
}

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Text typed into the server's search box before the swap goes on in the app's box of the same
 * class (as an input event, so that the app's state has it too), with the focus if it had it.
 */
function carryTypedText(from: ParentNode, into: ParentNode) {
  for (const typed of from.querySelectorAll<HTMLInputElement>('input[type="search"]')) {
    const focused = document.activeElement === typed;
    const className = typed.classList[0];
    const target = [...into.querySelectorAll<HTMLInputElement>('input[type="search"]')].find(
      (input) => className !== undefined && input.classList.contains(className),
    );
    if (!target) continue;
    if (typed.value !== typed.defaultValue && setInputValue) {
      setInputValue.call(target, typed.value);
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) {
      target.focus({ preventScroll: true });
      target.setSelectionRange(target.value.length, target.value.length);
    }
  }
}

/**
 * Removes the server's content and shows the app in its place; once, later calls do nothing. The
 * visitor keeps their place: the part of the page the address names (`#shops`, tapped on the
 * server's content) or else how far they had scrolled. A move to another screen (`keepPlace`
 * false) leaves the scrolling to the router.
 */
export function showApp({ keepPlace = true }: { keepPlace?: boolean } = {}): void {
  window.clearTimeout(limit);
  if (!serverPage || !appRoot) return;
  const server = serverPage;
  const scrolled = window.scrollY;
  serverPage = null;
  appRoot.hidden = false;
  carryTypedText(server, appRoot);
  server.remove();
  if (!keepPlace) return;
  const id = window.location.hash.length > 1 ? decodeURIComponent(window.location.hash.slice(1)) : '';
  const anchor = id ? document.getElementById(id) : null;
  if (anchor) anchor.scrollIntoView();
  else if (scrolled > 0) window.scrollTo(0, scrolled);
}

/** Called by a screen the server draws first: true once its first content (or its failure) is there. */
export function useServerPageReady(ready: boolean): void {
  useEffect(() => {
    if (ready) showApp();
  }, [ready]);
}

/** Inside the router: a move to another screen shows the app at once (the server's content is the first screen's). */
export function ShowAppOnNavigation(): null {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) showApp({ keepPlace: false });
  }, [pathname]);
  return null;
}
