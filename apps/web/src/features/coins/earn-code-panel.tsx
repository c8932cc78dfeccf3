import { useEffect, useState } from 'react';
import type { EarnCode } from '@local-shops/shared/coins';
import { COINS_TEXT } from '@local-shops/shared/locales/en/coins';
import { coinsApi } from '../../lib/coins-api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { clock, useNow } from './coins-format.ts';
import { CodeDigits, QrCode } from './qr-code.tsx';

/** A code is renewed this long before it expires, so the owner never types a dead one. */
const RENEW_BEFORE_MS = 20_000;

/**
 * "Show my code": the earn code as a QR code and 6 digits, renewed shortly before it expires
 * (asking again voids the old one), and once a counter used it (`used` counts the credits seen).
 * The page polls GET /coins while this is open.
 */
export function EarnCodePanel({ onHide, used }: { onHide: () => void; used: number }) {
  const t = useTexts(COINS_TEXT);
  const [code, setCode] = useState<EarnCode | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each round asks for a fresh code: the first, each renewal, and Try again.
  const [round, setRound] = useState(0);
  const now = useNow(true);

  useEffect(() => {
    let live = true;
    coinsApi.earnCode().then(
      (fresh) => {
        if (!live) return;
        setCode(fresh);
        setError(null);
      },
      (failure: unknown) => live && setError(messageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [round, used]);

  useEffect(() => {
    if (!code) return;
    const timer = window.setTimeout(
      () => setRound((count) => count + 1),
      Date.parse(code.expiresAt) - Date.now() - RENEW_BEFORE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [code]);

  const left = code ? Date.parse(code.expiresAt) - now : 0;

  return (
    <section className="coins-card coins-code" aria-labelledby="coins-code-heading">
      <h2 id="coins-code-heading">{t.codeHeading}</h2>
      {error ? (
        <div className="coins-stack">
          <p role="alert">{error}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setError(null);
              setRound((count) => count + 1);
            }}
          >
            {t.tryAgain}
          </button>
        </div>
      ) : code ? (
        <>
          <QrCode text={code.qr} label={t.qrLabel(code.code)} />
          <CodeDigits label={t.code} code={code.code} />
          <p className="coins-note">{t.changesIn(clock(left - RENEW_BEFORE_MS))}</p>
        </>
      ) : (
        <div className="spinner" role="status" />
      )}
      <p className="coins-note">{t.codeNote}</p>
      <button type="button" className="button" onClick={onHide}>
        {t.hideCode}
      </button>
    </section>
  );
}
