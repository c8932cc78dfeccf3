import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import { APP_TEXTS, TOAST_DURATION_MS } from '@local-shops/shared';
import { useTexts } from './i18n.ts';

type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** One toast at a time (SPEC.md section 9): a new one replaces the one showing. */
const useToastStore = create<{
  current: Toast | null;
  show: (kind: ToastKind, message: string) => void;
  dismiss: () => void;
  dismissErrors: () => void;
}>((set) => ({
  current: null,
  show: (kind, message) => set({ current: { id: Date.now() + Math.random(), kind, message } }),
  dismiss: () => set({ current: null }),
  dismissErrors: () => set((state) => (state.current?.kind === 'error' ? { current: null } : state)),
}));

export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  dismiss: () => useToastStore.getState().dismiss(),
  /**
   * A success screen calls this: an earlier complaint (a declined payment, a failed submit) must
   * not stand beside the news that it worked. Success and info toasts stay.
   */
  dismissErrors: () => useToastStore.getState().dismissErrors(),
};

/**
 * An error toast belongs to the screen that raised it: moving to another screen dismisses it, so
 * the thank-you page never shows the decline of an earlier try. A success toast stays, because
 * it often tells why the screen changed ('Submitted successfully' on the way to thank-you).
 * `locationKey` is the router's location key (it changes on every navigation).
 */
export function DismissErrorsOnNavigation({ locationKey }: { locationKey: string }): null {
  const shown = useRef(locationKey);
  // Rendered before the screens, so its effect runs before theirs: a toast the new screen raises
  // as it opens is kept.
  useEffect(() => {
    if (shown.current === locationKey) return;
    shown.current = locationKey;
    toast.dismissErrors();
  }, [locationKey]);
  return null;
}

export function Toaster() {
  const texts = useTexts(APP_TEXTS);
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);
  if (!current) return null;
  return (
    <div
      className={`toast toast--${current.kind}`}
      role={current.kind === 'error' ? 'alert' : 'status'}
      key={current.id}
    >
      <span>{current.message}</span>
      <button type="button" className="toast__close" aria-label={texts.closeNotification} onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
