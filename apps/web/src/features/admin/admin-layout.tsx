import { Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { ADMIN_ENROL_PAGE } from '@local-shops/shared/admin';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { PATHS } from '../../lib/paths.ts';
import { adminApi } from './admin-api.ts';
import { AdminEnrolPage } from './admin-enrol-page.tsx';
import './admin.css';
import './admin-decisions.css';
import { COINS_CONSOLE_TEXT } from '@local-shops/shared/locales/en/coins';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';

type Session = { state: 'loading' } | { state: 'signed-out' } | { state: 'signed-in'; email: string };

export interface AdminOutletContext {
  /** A call answered 401: the session ended, show the sign-in form again. */
  onSignedOut: () => void;
}

export const useAdminContext = () => useOutletContext<AdminOutletContext>();

function SignIn({ onSignedIn }: { onSignedIn: (email: string) => void }) {
  const t = useTexts(CONSOLE_TEXT);
  useDocumentTitle(t.signInTitle);
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // After a right password, an enrolled account is asked for its two-factor code (decision 0056).
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await adminApi.login(email, password);
      if ('secondFactor' in session) {
        setAskCode(true);
        setPassword('');
        setBusy(false);
      } else onSignedIn(session.email);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  async function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn((await adminApi.loginCode(code)).email);
    } catch (failure) {
      setError(messageOf(failure));
      setCode('');
      setBusy(false);
    }
  }

  if (askCode) {
    return (
      <main className="admin-signin">
        <form className="admin-card admin-signin__form" onSubmit={onSubmitCode}>
          <h1>{t.consoleHeading}</h1>
          <label htmlFor={`${id}-code`}>{t.twoFactorCode}</label>
          <input
            id={`${id}-code`}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${id}-code-hint`}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <p id={`${id}-code-hint`} className="admin-signin__hint">
            {t.twoFactorHint}
          </p>
          {error && (
            <p className="admin-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
            {busy ? t.verifyingCode : t.verifyCode}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setAskCode(false);
              setCode('');
              setError(null);
            }}
          >
            {t.startOver}
          </button>
        </form>
      </main>
    );
  }

  return (
    <main className="admin-signin">
      <form className="admin-card admin-signin__form" onSubmit={onSubmit}>
        <h1>{t.consoleHeading}</h1>
        <label htmlFor={`${id}-email`}>{t.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t.password}</label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy || !email || !password}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
    </main>
  );
}

/** /admin: the review team's console. Lazily loaded: none of it is in the public pages' bundle. */
export function AdminLayout() {
  const { pathname } = useLocation();
  // The enrolment link works without a session: the link's token is the proof.
  if (pathname === ADMIN_ENROL_PAGE) return <AdminEnrolPage />;
  return <ConsoleLayout />;
}

function ConsoleLayout() {
  const t = useTexts(CONSOLE_TEXT);
  const coinsText = useTexts(COINS_CONSOLE_TEXT);
  const { pathname } = useLocation();
  const [firstPath] = useState(pathname);
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const onSignedOut = useCallback(() => setSession({ state: 'signed-out' }), []);

  useEffect(() => {
    let live = true;
    adminApi
      .session()
      .then((s) => live && setSession({ state: 'signed-in', email: s.email }))
      .catch(() => live && setSession({ state: 'signed-out' }));
    return () => {
      live = false;
    };
  }, []);

  if (session.state === 'loading') return <div className="full-screen-loading">{t.loading}</div>;
  if (session.state === 'signed-out')
    return <SignIn onSignedIn={(email) => setSession({ state: 'signed-in', email })} />;

  const signOut = async () => {
    await adminApi.logout().catch((error: unknown) => {
      if (!(error instanceof ApiRequestError)) throw error;
    });
    onSignedOut();
  };

  return (
    <div className="admin">
      <header className="admin__header">
        <span className="admin__brand">{t.brand}</span>
        <nav className="admin__nav" aria-label={t.consoleNav}>
          <NavLink to={PATHS.admin} end>
            {t.navClaims}
          </NavLink>
          <NavLink to={PATHS.adminEnquiries}>{t.navEnquiries}</NavLink>
          <NavLink to={PATHS.adminPayments}>{t.navPayments}</NavLink>
          <NavLink to={PATHS.adminListingEdits}>{t.navListingEdits}</NavLink>
          <NavLink to={PATHS.adminReviews}>{t.navReviews}</NavLink>
          <NavLink to={PATHS.adminOffers}>{t.navOffers}</NavLink>
          <NavLink to={PATHS.adminSupport}>{t.navSupport}</NavLink>
          <NavLink to={PATHS.adminCoins}>{coinsText.nav}</NavLink>
        </nav>
        <span className="admin__who">
          <LanguageSwitch />
          <span className="admin__email">{session.email}</span>
          <button type="button" className="button admin__signout" onClick={() => void signOut()}>
            {t.signOut}
          </button>
        </span>
      </header>
      <main className="admin__main">
        {pathname === firstPath ? (
          <Outlet context={{ onSignedOut } satisfies AdminOutletContext} />
        ) : (
          <Suspense key={pathname} fallback={<p className="screen-loading">{t.loading}</p>}>
            <Outlet context={{ onSignedOut } satisfies AdminOutletContext} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
