import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { INITIAL_CLAIM_DRAFT, PERSIST_KEY, type ClaimShopDraft, type SavedShopDraft } from '@local-shops/shared';

/**
 * The five client-state slices of SPEC.md section 3. Only savedShop, validMobileNumber and
 * registrationEnquiry are persisted, in localStorage under 'root'.
 */
export interface AppState {
  claimShop: ClaimShopDraft;
  savedShop: { savedShopDetails: SavedShopDraft | null };
  location: { latitude: number | null; longitude: number | null; error: string | null };
  validMobileNumber: string;
  registrationEnquiry: { validMobileNumber: string[] };

  setClaimField: <K extends keyof ClaimShopDraft>(field: K, value: ClaimShopDraft[K]) => void;
  mergeClaim: (fields: Partial<ClaimShopDraft>) => void;
  replaceClaim: (draft: ClaimShopDraft) => void;
  clearClaim: () => void;
  saveDraft: (draft: ClaimShopDraft) => void;
  updateSavedDraft: (fields: Partial<SavedShopDraft>) => void;
  clearSavedDraft: () => void;
  setLocation: (latitude: number, longitude: number) => void;
  setLocationError: (error: string) => void;
  clearLocation: () => void;
  setValidMobileNumber: (number: string) => void;
  clearValidMobileNumber: () => void;
  addEnquiryNumber: (number: string) => void;
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      claimShop: INITIAL_CLAIM_DRAFT,
      savedShop: { savedShopDetails: null },
      location: { latitude: null, longitude: null, error: null },
      validMobileNumber: '',
      registrationEnquiry: { validMobileNumber: [] },

      setClaimField: (field, value) => set((s) => ({ claimShop: { ...s.claimShop, [field]: value } })),
      mergeClaim: (fields) => set((s) => ({ claimShop: { ...s.claimShop, ...fields } })),
      replaceClaim: (draft) => set({ claimShop: draft }),
      clearClaim: () => set({ claimShop: INITIAL_CLAIM_DRAFT }),
      saveDraft: (draft) => set({ savedShop: { savedShopDetails: { ...draft, isSaved: true } } }),
      updateSavedDraft: (fields) =>
        set((s) => ({
          savedShop: {
            savedShopDetails: s.savedShop.savedShopDetails ? { ...s.savedShop.savedShopDetails, ...fields } : null,
          },
        })),
      clearSavedDraft: () => set({ savedShop: { savedShopDetails: null } }),
      setLocation: (latitude, longitude) => set({ location: { latitude, longitude, error: null } }),
      setLocationError: (error) => set((s) => ({ location: { ...s.location, error } })),
      clearLocation: () => set({ location: { latitude: null, longitude: null, error: null } }),
      setValidMobileNumber: (number) => set({ validMobileNumber: number }),
      clearValidMobileNumber: () => set({ validMobileNumber: '' }),
      addEnquiryNumber: (number) =>
        set((s) => ({
          registrationEnquiry: {
            validMobileNumber: [...new Set([...s.registrationEnquiry.validMobileNumber, number])],
          },
        })),
    }),
    {
      name: PERSIST_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        savedShop: s.savedShop,
        validMobileNumber: s.validMobileNumber,
        registrationEnquiry: s.registrationEnquiry,
      }),
    },
  ),
);
