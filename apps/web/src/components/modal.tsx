import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden);
}

/**
 * Modal behaviour for a mounted dialog: remembers the element that had focus and hands focus back
 * to it on unmount; keeps Tab and Shift+Tab inside `dialog`; pulls focus back in when something
 * outside takes it; closes on Escape; stops the page behind from scrolling. `initialFocus` picks
 * the element focused first (the dialog itself when it gives nothing).
 */
function useModal(
  dialog: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus: () => HTMLElement | null | undefined,
  bodyClass: string,
): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = dialog.current;
    (initialFocus() ?? container)?.focus();

    const { overflow, paddingRight } = document.body.style;
    // Hiding the scroll bar must not shift the page sideways.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    document.body.style.overflow = 'hidden';
    document.body.classList.add(bodyClass);

    const onFocusIn = (event: FocusEvent) => {
      if (!container || !(event.target instanceof Node) || container.contains(event.target)) return;
      (focusables(container)[0] ?? container).focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      document.body.classList.remove(bodyClass);
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the callbacks are read when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const container = dialog.current;
      if (!container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog, onEscape]);
}

export interface ModalProps {
  /** The full-screen layer behind the dialog; each dialog keeps its own look. */
  backdropClassName: string;
  className: string;
  labelledBy: string;
  describedBy?: string;
  /** Set on <body> while the dialog is open. */
  bodyClass: string;
  onEscape: () => void;
  /** The element focused first; the dialog itself when it gives nothing. */
  initialFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** A modal dialog over the page, rendered into <body>, with the behaviour of `useModal`. */
export function Modal({
  backdropClassName,
  className,
  labelledBy,
  describedBy,
  bodyClass,
  onEscape,
  initialFocus,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(dialogRef, onEscape, initialFocus ?? (() => null), bodyClass);
  return createPortal(
    <div className={backdropClassName}>
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
