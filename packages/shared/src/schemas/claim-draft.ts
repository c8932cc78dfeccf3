import type { CategoryRef, SubCategoryRef } from './shops.ts';

/** The claim-shop draft of SPEC.md section 3, with its initial values. */
export interface ClaimShopDraft {
  name: string;
  intro: string;
  address: string;
  city: string | null;
  state: string | null;
  pin: string;
  shopType: string;
  categories: CategoryRef[];
  subCategories: SubCategoryRef[];
  shopOwnerName: string;
  shopOwnerContactNumber: string;
  /** An image read as a data URL. */
  shopOwnerCancelledChequeImage: string | null;
  /** Image data (a data URL). */
  storeFrontPicture: string | null;
  lat: number | null;
  long: number | null;
  capturedAddress: string;
  email: string;
  referralCode: string | null;
  /** Set when the draft claims a shop already listed (decision 0076); absent for a new shop. */
  shopId?: string;
}

export interface SavedShopDraft extends ClaimShopDraft {
  isSaved: boolean;
}

export const INITIAL_CLAIM_DRAFT: ClaimShopDraft = {
  name: '',
  intro: '',
  address: '',
  city: null,
  state: null,
  pin: '',
  shopType: '',
  categories: [],
  subCategories: [],
  shopOwnerName: '',
  shopOwnerContactNumber: '',
  shopOwnerCancelledChequeImage: null,
  storeFrontPicture: null,
  lat: null,
  long: null,
  capturedAddress: '',
  email: '',
  referralCode: null,
};
