import { useSyncExternalStore } from 'react';

/**
 * Data saver (issue 27): lists show no photos until tapped, when the browser sends the Save-Data
 * hint (navigator.connection.saveData) or the shopper turned it on in the menu. The menu's choice,
 * kept on this phone, wins over the hint either way.
 */
const KEY = 'dataSaver';
const listeners = new Set<() => void>();

interface SaveDataConnection extends EventTarget {
  saveData?: boolean;
}
const connection = (): SaveDataConnection | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: SaveDataConnection }).connection;

function chosen(): boolean | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : undefined;
  } catch {
    return undefined;
  }
}

/** Whether photos in lists wait for a tap now. */
export function isDataSaverOn(): boolean {
  return chosen() ?? override ?? connection()?.saveData === true;
}

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // A private window may refuse it: the choice holds for this page only.
  }
  override = on;
  listeners.forEach((listener) => listener());
}

let override: boolean | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onChange = () => listener();
  connection()?.addEventListener?.('change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(listener);
    connection()?.removeEventListener?.('change', onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
