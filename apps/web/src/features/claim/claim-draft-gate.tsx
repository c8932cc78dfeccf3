import { useEffect, useState, type ReactNode } from 'react';
import { APP_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { claimDraftKeeper, type ClaimDraftKeeper } from './claim-draft-keeper.ts';

/**
 * A claim screen waits for the draft kept on the phone before it shows (a few milliseconds of
 * IndexedDB): shown sooner, the form would open empty and the photo page would start the camera
 * over a photo already taken.
 */
export function ClaimDraftGate({
  children,
  keeper = claimDraftKeeper,
}: {
  children: ReactNode;
  keeper?: ClaimDraftKeeper;
}) {
  const texts = useTexts(APP_TEXTS);
  const [ready, setReady] = useState(keeper.restored);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    void keeper.restore().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [keeper, ready]);
  return ready ? children : <p className="screen-loading">{texts.loading}</p>;
}
