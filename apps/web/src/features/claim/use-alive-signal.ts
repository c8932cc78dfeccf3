import { useEffect, useRef } from 'react';

/** A signal that aborts when the component unmounts: answers arriving later are dropped. */
export function useAliveSignal(): { readonly current: AbortController | null } {
  const aliveRef = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    aliveRef.current = controller;
    return () => controller.abort();
  }, []);
  return aliveRef;
}
