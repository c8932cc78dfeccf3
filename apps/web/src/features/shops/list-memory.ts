import type { ShopListItem } from '@local-shops/shared';

/**
 * The pages of the landing list and the scroll position, kept per history entry (the router's
 * location key) in sessionStorage: Back from a shop page, or a reload, shows the same rows at
 * the same place instead of page 1 at the top.
 */
export interface ListMemory {
  /** The first-page path the rows were loaded for: memory of another list is not used. */
  path: string;
  items: ShopListItem[];
  next: string | null;
  total: number;
  /** Absent in what an older version kept. */
  totalIsCapped?: boolean;
  correctedTo: string | null;
  scrollY: number;
  /** The first row on the screen and how far below the screen's top it was: what Back puts back in place. */
  anchor: { id: string; top: number } | null;
}

/** Rows of the list carry their shop's id in this attribute. */
export const ROW_ID_ATTRIBUTE = 'data-shop-id';

/**
 * The first row still on the screen. Rows off the screen skip rendering (content-visibility) and
 * take an estimated height when the list is drawn again, so a row, not a pixel offset, is what
 * keeps the reader's place.
 */
export function firstVisibleRow(): { id: string; top: number } | null {
  for (const row of document.querySelectorAll<HTMLElement>(`[${ROW_ID_ATTRIBUTE}]`)) {
    const rect = row.getBoundingClientRect();
    if (rect.bottom > 0) return { id: row.getAttribute(ROW_ID_ATTRIBUTE)!, top: rect.top };
  }
  return null;
}

/** Scrolls so that the anchor row is where it was, or to the saved offset without it. */
export function scrollBack(memory: Pick<ListMemory, 'anchor' | 'scrollY'>): void {
  const row = memory.anchor ? document.querySelector(`[${ROW_ID_ATTRIBUTE}="${CSS.escape(memory.anchor.id)}"]`) : null;
  if (row && memory.anchor) window.scrollTo(0, window.scrollY + row.getBoundingClientRect().top - memory.anchor.top);
  else window.scrollTo(0, memory.scrollY);
}

const PREFIX = 'shops-list:';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function recallList(key: string): ListMemory | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as ListMemory) : null;
  } catch {
    return null;
  }
}

export function rememberList(key: string, memory: ListMemory): void {
  const store = storage();
  if (!store) return;
  try {
    // One list is kept (the last one left): a long session must not fill the storage.
    for (let i = store.length - 1; i >= 0; i--) if (store.key(i)?.startsWith(PREFIX)) store.removeItem(store.key(i)!);
    store.setItem(PREFIX + key, JSON.stringify(memory));
  } catch {
    // Full or unavailable storage: Back then starts from page 1, as before.
  }
}
