/**
 * One value kept in IndexedDB under a fixed key: a tiny wrapper rather than a library, as it needs
 * only get, put and delete. IndexedDB, not localStorage: photos as data URLs would soon pass
 * localStorage's ~5 MB, and its writes block the page.
 */
export interface StoredValue<T> {
  get(): Promise<T | undefined>;
  set(value: T): Promise<void>;
  remove(): Promise<void>;
}

const STORE = 'values';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** `undefined` where the browser has no IndexedDB (or a test's jsdom). */
export function indexedDbValue<T>(database: string, key: string): StoredValue<T> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= (() => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      return promised(request).catch((error: unknown) => {
        // Tried again next time (a private window may refuse it once).
        opened = undefined;
        throw error;
      });
    })();
    return opened;
  };
  const run = async <R>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<R>) =>
    promised(act((await open()).transaction(STORE, mode).objectStore(STORE)));
  return {
    get: () => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    set: async (value) => void (await run('readwrite', (store) => store.put(value, key))),
    remove: async () => void (await run('readwrite', (store) => store.delete(key))),
  };
}
