import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { create } from 'zustand';
import { APP_TEXTS, TOAST_DURATION_MS } from '@local-shops/shared';
import { useTexts } from './i18n.ts';

type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Raised by the action that moves to another screen, to be read there (decision 0074). */
  forNextScreen: boolean;
}

export interface ToastOptions {
  /**
   * The toast tells why the screen is changing ('Submitted' on the way to thank-you): it stays on
   * the next screen, and goes with the screen after that.
   */
  forNextScreen?: boolean;
}

/** One toast at a time (SPEC.md section 9): a new one replaces the one showing. */
const useToastStore = create<{
  current: Toast | null;
  show: (kind: ToastKind, message: string, options?: ToastOptions) => number;
  dismiss: (id?: number) => void;
  dismissErrors: () => void;
  leaveScreen: () => void;
}>((set) => ({
  current: null,
  show: (kind, message, options = {}) => {
    const id = Date.now() + Math.random();
    set({ current: { id, kind, message, forNextScreen: options.forNextScreen ?? false } });
    return id;
  },
  dismiss: (id) => set((state) => (id === undefined || state.current?.id === id ? { current: null } : state)),
  dismissErrors: () => set((state) => (state.current?.kind === 'error' ? { current: null } : state)),
  leaveScreen: () =>
    set((state) =>
      state.current?.forNextScreen ? { current: { ...state.current, forNextScreen: false } } : { current: null },
    ),
}));

/** Each call returns the toast's id, so that its cause, once fixed, can take it away (`toast.dismiss(id)`). */
export const toast = {
  success: (message: string, options?: ToastOptions) => useToastStore.getState().show('success', message, options),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  /** Dismisses the toast showing, or only toast `id` when it is still the one showing. */
  dismiss: (id?: number) => useToastStore.getState().dismiss(id),
  /**
   * A success screen calls this: an earlier complaint (a declined payment, a failed submit) must
   * not stand beside the news that it worked. Success and info toasts stay.
   */
  dismissErrors: () => useToastStore.getState().dismissErrors(),
};

/**
 * A toast belongs to the screen that raised it (issue 27): moving to another screen dismisses it,
 * so 'OTP sent' never shows on the photo page, nor a decline on thank-you. The one exception is a
 * toast raised `forNextScreen` by the action that navigates. `screen` is the address's path (a
 * change of its query, a list's order, stays on the same screen).
 */
export function DismissOnNavigation({ screen }: { screen: string }): null {
  const shown = useRef(screen);
  // Rendered before the screens, so its effect runs before theirs: a toast the new screen raises
  // as it opens is kept.
  useEffect(() => {
    if (shown.current === screen) return;
    shown.current = screen;
    useToastStore.getState().leaveScreen();
  }, [screen]);
  return null;
}

/**
 * How far down the site header's visible part reaches (0 once it is scrolled away), while a toast
 * shows: the toast sits below it, so that it never covers the menu or the language switch (issue 27).
 */
function useHeaderBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () =>
      setBottom(Math.max(0, document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0));
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return bottom;
}

export function Toaster() {
  const texts = useTexts(APP_TEXTS);
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  const headerBottom = useHeaderBottom(current !== null);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => dismiss(current.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);
  if (!current) return null;
  return (
    <div
      className={`toast toast--${current.kind}`}
      role={current.kind === 'error' ? 'alert' : 'status'}
      key={current.id}
      style={{ '--toast-top': `${headerBottom}px` } as CSSProperties}
    >
      <span>{current.message}</span>
      <button type="button" className="toast__close" aria-label={texts.closeNotification} onClick={() => dismiss()}>
        ×
      </button>
    </div>
  );
}
