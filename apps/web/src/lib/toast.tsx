import { TOAST_DURATION_MS } from '@local-shops/shared';
import { useEffect } from 'react';
import { create } from 'zustand';

type ToastKind = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** One toast at a time (SPEC.md section 9): a new one replaces the one showing. */
const useToastStore = create<{ current: Toast | null; show: (kind: ToastKind, message: string) => void; dismiss: () => void }>(
  (set) => ({
    current: null,
    show: (kind, message) => set({ current: { id: Date.now() + Math.random(), kind, message } }),
    dismiss: () => set({ current: null }),
  }),
);

export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  dismiss: () => useToastStore.getState().dismiss(),
};

export function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(dismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, dismiss]);
  if (!current) return null;
  return (
    <div className={`toast toast--${current.kind}`} role={current.kind === 'error' ? 'alert' : 'status'} key={current.id}>
      <span>{current.message}</span>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={dismiss}>
        ×
      </button>
    </div>
  );
}
