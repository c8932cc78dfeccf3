import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LABELS } from '@local-shops/shared';
import { InfoIcon } from '../../components/icons.tsx';
import { INFORMATION_ENTRIES } from '../../components/site-header/menu-entries.ts';
import { useDismiss } from '../../components/use-dismiss.ts';
import { useTexts } from '../../lib/i18n.ts';

/** The shared layout's dropdown of information pages (a disclosure, not an ARIA menu). */
export function InformationMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, containerRef, toggleRef);
  const labels = useTexts(LABELS);

  return (
    <div className="info-menu" ref={containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className="info-menu__toggle"
        aria-label={labels.information}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Narrow phones show an icon; the name stays the word (aria-label, and the title for the mouse). */}
        <span aria-hidden="true" className="info-menu__icon" title={labels.information}>
          <InfoIcon />
        </span>
        <span aria-hidden="true" className="info-menu__label">
          {labels.information}
        </span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false" data-open={open}>
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="info-menu__list" hidden={!open}>
        {INFORMATION_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link className="info-menu__item" to={entry.to} onClick={close}>
              {labels[entry.label]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
