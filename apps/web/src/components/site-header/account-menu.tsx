import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LABELS } from '@local-shops/shared';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { useDismiss } from '../use-dismiss.ts';

/** '+919876543210' as people write it: '+91 98765 43210'. */
export const displayNumber = (number: string) => number.replace(/^(\+91)(\d{5})(\d{5})$/, '$1 $2 $3');

/** The signed-in owner's number, with the dashboard and the two ways to sign out. */
export function AccountMenu({ number, onNavigate }: { number: string; onNavigate: () => void }) {
  const labels = useTexts(LABELS);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const signOut = useOwnerSession((s) => s.signOut);
  const navigate = useNavigate();
  useDismiss(open, close, containerRef, toggleRef);

  const end = async (everywhere: boolean) => {
    close();
    try {
      await signOut(everywhere);
      onNavigate();
      void navigate(PATHS.home);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  return (
    <div className="info-menu account-menu" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className="site-menu__item site-menu__item--outline"
        aria-label={labels.accountMenu(displayNumber(number))}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {displayNumber(number)}
      </button>
      <ul id={listId} className="info-menu__list" hidden={!open}>
        <li>
          <Link className="info-menu__item" to={PATHS.dashboard} onClick={close}>
            {labels.dashboard}
          </Link>
        </li>
        <li>
          <button type="button" className="info-menu__item account-menu__button" onClick={() => void end(false)}>
            {labels.signOut}
          </button>
        </li>
        <li>
          <button type="button" className="info-menu__item account-menu__button" onClick={() => void end(true)}>
            {labels.signOutEverywhere}
          </button>
        </li>
      </ul>
    </div>
  );
}
