import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminEnrolment } from '@local-shops/shared/admin';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { adminApi } from './admin-api.ts';

type State =
  | { step: 'loading' }
  | { step: 'failed'; error: string }
  | { step: 'scan'; enrolment: AdminEnrolment }
  | { step: 'done'; recoveryCodes: string[] };

/**
 * /admin/enroll?token=…: the one-time link `npm run admin:create` printed (decision 0056). Shows the
 * QR code (drawn by the server, so no QR library is loaded here) and the secret as text, takes a
 * first code to prove the app has it, then shows the recovery codes once.
 */
export function AdminEnrolPage() {
  const t = useTexts(CONSOLE_TEXT);
  useDocumentTitle(t.enrolTitle);
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    adminApi
      .enrolmentStart(token)
      .then((enrolment) => live && setState({ step: 'scan', enrolment }))
      .catch((failure: unknown) => live && setState({ step: 'failed', error: messageOf(failure) }));
    return () => {
      live = false;
    };
  }, [token]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await adminApi.enrolmentConfirm(token, code.trim());
      setState({ step: 'done', recoveryCodes });
    } catch (failure) {
      setError(messageOf(failure));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="admin-signin">
      <div className="admin-card admin-signin__form admin-enrol">
        <h1>{t.enrolTitle}</h1>
        {state.step === 'loading' && <p>{t.loading}</p>}
        {state.step === 'failed' && (
          <p className="admin-error" role="alert">
            {state.error}
          </p>
        )}
        {state.step === 'scan' && (
          <form className="admin-signin__form" onSubmit={onSubmit}>
            <p>{t.enrolAccount(state.enrolment.email)}</p>
            <p>{t.enrolScan}</p>
            <img className="admin-enrol__qr" src={state.enrolment.qrCode} alt={t.enrolQrAlt} width={220} height={220} />
            <p>
              {t.enrolSecret}:{' '}
              <code className="admin-enrol__secret" data-testid="two-factor-secret">
                {state.enrolment.secret}
              </code>
            </p>
            <label htmlFor={`${id}-code`}>{t.twoFactorCode}</label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            {error && (
              <p className="admin-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={busy || code.trim().length !== 6}>
              {busy ? t.verifyingCode : t.enrolConfirm}
            </button>
          </form>
        )}
        {state.step === 'done' && (
          <>
            <p role="status">{t.enrolDone}</p>
            <p>{t.recoveryCodesIntro}</p>
            <ul className="admin-enrol__codes" aria-label={t.recoveryCodes}>
              {state.recoveryCodes.map((recovery) => (
                <li key={recovery}>
                  <code>{recovery}</code>
                </li>
              ))}
            </ul>
            <a className="button button--primary" href={PATHS.admin}>
              {t.goToSignIn}
            </a>
          </>
        )}
      </div>
    </main>
  );
}
