import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, LABELS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { BookmarkIcon } from '../icons.tsx';
import { LanguageSwitch } from '../language-switch.tsx';
import { useDismiss } from '../use-dismiss.ts';
import { AccountEntry } from './account-entry.tsx';
import { MENU_ENTRIES, type MenuEntry } from './menu-entries.ts';
import './site-header.css';
import { DataSaverSwitch } from './data-saver-switch.tsx';

/**
 * The site header: logo home link and the menu of SPEC.md section 2. Phones get a toggle
 * button; from 900 px the entries sit inline and the toggle hides. `children` (the information
 * dropdown on the shared layout) goes at the end of the bar.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, headerRef, toggleRef);
  const signedIn = Boolean(useOwnerSession((s) => s.number));
  const labels = useTexts(LABELS);

  // Following a link closes the phone menu; the inert entries leave it as it is.
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <header className="site-header" ref={headerRef}>
      <a className="skip-link" href="#main">
        {labels.skipToMain}
      </a>
      <div className={children ? 'site-header__bar site-header__bar--with-extra' : 'site-header__bar'}>
        <Link className="site-header__logo" to={PATHS.home}>
          <img src="/images/logo.svg" alt={BRAND_NAME} width="148" height="36" />
        </Link>
        <LanguageSwitch />
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-label={open ? labels.closeMenu : labels.openMenu}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <nav id={menuId} className="site-menu" data-open={open} aria-label={labels.mainMenu} onClick={onMenuClick}>
          <ul className="site-menu__list">
            {MENU_ENTRIES.filter((entry) => !(signedIn && entry.kind === 'link' && entry.signedOutOnly)).map(
              (entry) => (
                <li key={entry.label}>
                  <MenuItem entry={entry} onNavigate={close} />
                </li>
              ),
            )}
          </ul>
        </nav>
        {children}
      </div>
    </header>
  );
}

function MenuItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const descriptionId = useId();
  const labels = useTexts(LABELS);
  const label = labels[entry.label];
  switch (entry.kind) {
    case 'link':
      if (entry.icon === 'bookmark') {
        // An icon alone on the wide inline menu (its label stays the link's name), icon and label in the phone menu.
        return (
          <Link className="site-menu__item site-menu__item--icon" to={entry.to} title={label}>
            <BookmarkIcon size={20} />
            <span className="site-menu__icon-label">{label}</span>
          </Link>
        );
      }
      return (
        <Link className={`site-menu__item${entry.emphasis ? ` site-menu__item--${entry.emphasis}` : ''}`} to={entry.to}>
          {label}
        </Link>
      );
    case 'external':
      // The new-tab note is a description, outside the link, so the link's name stays its label.
      return (
        <>
          <a
            className="site-menu__item"
            href={entry.href}
            target="_blank"
            rel="noopener"
            aria-describedby={descriptionId}
          >
            {label}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M6 3H3v10h10v-3M9 3h4v4M13 3L7 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </a>
          <span id={descriptionId} hidden>
            {labels.opensInNewTab}
          </span>
        </>
      );
    case 'login':
      return (
        <AccountEntry
          className="site-menu__item site-menu__item--button site-menu__item--outline"
          onNavigate={onNavigate}
        />
      );
    case 'dataSaver':
      return <DataSaverSwitch className="site-menu__item site-menu__item--button" label={label} />;
    case 'inert':
      return (
        <button
          type="button"
          className={`site-menu__item site-menu__item--button${entry.emphasis ? ` site-menu__item--${entry.emphasis}` : ''}`}
        >
          {label}
        </button>
      );
  }
}
