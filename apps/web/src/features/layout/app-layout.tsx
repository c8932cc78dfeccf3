import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { APP_TEXTS, COPYRIGHT_YEAR } from '@local-shops/shared';
import { SiteHeader } from '../../components/site-header/site-header.tsx';
import { initAnalytics } from '../../lib/analytics.ts';
import { useTexts } from '../../lib/i18n.ts';
import { InformationMenu } from './information-menu.tsx';

/** The layout of every route but the landing page (SPEC.md section 2). */
export function AppLayout() {
  useEffect(initAnalytics, []);
  const texts = useTexts(APP_TEXTS);
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  return (
    <div className="app-shell">
      <SiteHeader>
        <InformationMenu />
      </SiteHeader>
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {/*
          After the first screen, a boundary of its own for each address: while a screen's code
          loads, the previous screen is gone (its buttons could be tapped under the new address)
          and 'Loading...' shows. The first screen waits in the frame's boundary instead, so that
          a first visit paints the layout and the screen together (no shift).
        */}
        {pathname === firstPath ? (
          <Outlet />
        ) : (
          <Suspense key={pathname} fallback={<p className="screen-loading">{texts.loading}</p>}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <footer className="app-shell__footer">
        <p>{texts.copyright(COPYRIGHT_YEAR)}</p>
      </footer>
    </div>
  );
}
