/**
 * Registers the service worker (src/sw.ts, issue 27) once the page has loaded, so that its
 * precache never competes with the first visit on a slow line. The worker takes over at once when
 * a new version is installed (skipWaiting + clientsClaim); this page then reloads, so that it never
 * runs old code against new files (a claim in progress is kept in IndexedDB across the reload).
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first install takes control too: only a change from one worker to another is an update.
  const hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => console.error(error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
