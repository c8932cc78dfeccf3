import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LABELS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';

// Neither is part of the landing page's first load: the dialog comes when 'Login' is pressed,
// the account menu once the server says who is signed in.
const SignInDialog = lazy(() => import('../sign-in/sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })));
const AccountMenu = lazy(() => import('./account-menu.tsx').then((m) => ({ default: m.AccountMenu })));

/**
 * The menu's 'Login' entry: signed out, it opens the sign-in dialog and lands on /dashboard;
 * signed in, it shows the number with the dashboard and the two ways to sign out.
 */
export function AccountEntry({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const labels = useTexts(LABELS);
  const number = useOwnerSession((s) => s.number);
  const [signingIn, setSigningIn] = useState(false);
  const navigate = useNavigate();
  useEffect(() => void ensureOwnerSession(), []);

  if (number) {
    return (
      <Suspense fallback={<span className={className}>{number}</span>}>
        <AccountMenu number={number} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setSigningIn(true)}>
        {labels.menuLogin}
      </button>
      {signingIn ? (
        <Suspense fallback={null}>
          <SignInDialog
            open
            onClose={() => setSigningIn(false)}
            onSignedIn={() => {
              onNavigate();
              void navigate(PATHS.dashboard);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
