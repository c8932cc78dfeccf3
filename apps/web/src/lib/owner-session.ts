import { create } from 'zustand';
import { sessionApi } from './session-api.ts';
import { useAppStore } from './store.ts';

/**
 * Who is signed in on this device: the number the session cookie proves (the cookie itself is
 * httpOnly, so the server is asked once per page load). `number` is undefined until it answers.
 */
interface OwnerSessionState {
  number: string | null | undefined;
  refresh: () => Promise<void>;
  /** A verification just made the session (sign-in, claim). */
  signedIn: (number: string) => void;
  /** Ends this device's session, or with `everywhere` every session of the number. */
  signOut: (everywhere: boolean) => Promise<void>;
}

let asked: Promise<void> | null = null;

export const useOwnerSession = create<OwnerSessionState>((set) => ({
  number: undefined,
  refresh: () => {
    asked = sessionApi.number().then(
      ({ mobileNumber }) => set({ number: mobileNumber }),
      // Unknown (offline, server down): shown as signed out; the next page load asks again.
      () => set({ number: null }),
    );
    return asked;
  },
  signedIn: (number) => set({ number }),
  signOut: async (everywhere) => {
    await sessionApi.signOut(everywhere);
    // The claim flow skips the OTP for the verified number; after signing out it asks again.
    useAppStore.getState().clearValidMobileNumber();
    set({ number: null });
  },
}));

/** Asks the server once per page load (several headers and pages may call it). */
export function ensureOwnerSession(): Promise<void> {
  return asked ?? useOwnerSession.getState().refresh();
}

/** Forgets the answer, so that the next page to ask asks the server again (tests start afresh). */
export function forgetOwnerSession(): void {
  asked = null;
  useOwnerSession.setState({ number: undefined });
}
