import { startTransition, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { APP_TEXTS, PERSIST_TIMEOUT_MS } from '@local-shops/shared';
import { AppRoutes } from './app/router.tsx';
import { readDeviceLocation } from './lib/device-location.ts';
import { startI18n, useTexts } from './lib/i18n.ts';
import { appContainer, ShowAppOnNavigation } from './lib/server-page.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { useAppStore } from './lib/store.ts';
import { Toaster } from './lib/toast.tsx';
import './styles.css';

/** Waits for the persisted slices to load (at most 5 s) before rendering, as SPEC.md asks. */
function App() {
  const texts = useTexts(APP_TEXTS);
  const [ready, setReady] = useState(() => useAppStore.persist.hasHydrated());
  useEffect(() => readDeviceLocation(), []);
  useEffect(() => {
    if (ready) return;
    const unsubscribe = useAppStore.persist.onFinishHydration(() => setReady(true));
    const timer = window.setTimeout(() => setReady(true), PERSIST_TIMEOUT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [ready]);
  if (!ready) return <div className="full-screen-loading">{texts.loading}</div>;
  return (
    <>
      <BrowserRouter>
        <ShowAppOnNavigation />
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </>
  );
}

// The remembered language's common texts arrive before the first paint (English needs nothing).
// The app renders beside the server's first content, which stays until the screen is ready (issue 27).
void startI18n().then(() => {
  const root = document.getElementById('root')!;
  const container = appContainer(root);
  const app = createRoot(container);
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hidden behind the server's content, the app renders in slices (a transition), leaving the
  // phone free to scroll and type meanwhile; with nothing on screen it renders at once.
  if (container === root) app.render(tree);
  else startTransition(() => app.render(tree));
});

// Installable and useful offline (issue 27): registered after the page has loaded.
registerServiceWorker();
