import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { APP_TEXTS, PERSIST_TIMEOUT_MS } from '@local-shops/shared';
import { AppRoutes } from './app/router.tsx';
import { readDeviceLocation } from './lib/device-location.ts';
import { startI18n, useTexts } from './lib/i18n.ts';
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
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </>
  );
}

// The remembered language's common texts arrive before the first paint (English needs nothing).
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Installable and useful offline (issue 27): registered after the page has loaded.
registerServiceWorker();
