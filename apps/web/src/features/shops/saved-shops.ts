import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Bookmarked shop ids, kept on this device only (apart from the persisted 'root' store). */
export const SAVED_SHOPS_KEY = 'savedShops';

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_SHOPS_KEY);
  } catch {
    return null;
  }
}

export function readSavedShopIds(): string[] {
  const raw = readRaw();
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds or removes `shopId`; returns whether it is saved now. Throws when storage is unavailable. */
export function toggleSavedShop(shopId: string): boolean {
  const ids = readSavedShopIds();
  const saved = !ids.includes(shopId);
  const next = saved ? [...ids, shopId] : ids.filter((id) => id !== shopId);
  window.localStorage.setItem(SAVED_SHOPS_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
  return saved;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SAVED_SHOPS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether `shopId` is bookmarked, kept in step with other tabs. */
export function useIsShopSaved(shopId: string): [boolean, () => boolean] {
  const saved = useSyncExternalStore(
    subscribe,
    () => readSavedShopIds().includes(shopId),
    () => false,
  );
  const toggle = useCallback(() => toggleSavedShop(shopId), [shopId]);
  return [saved, toggle];
}

/** The bookmarked ids, in the order saved, kept in step with other tabs. */
export function useSavedShopIds(): string[] {
  // The stored text is the snapshot (a string compares by value); parsed once per change.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => (raw === null ? [] : readSavedShopIds()), [raw]);
}
