import type { LABELS } from '@local-shops/shared';
import { PATHS } from '../../lib/paths.ts';

/** A fixed label of `LABELS`, shown in the chosen language. */
export type LabelKey = {
  [K in keyof typeof LABELS]: (typeof LABELS)[K] extends string ? K : never;
}[keyof typeof LABELS];

/** The product video. Until a dedicated video is published this searches the video site for it. */
export const OFFICIAL_VIDEO_URL = 'https://www.youtube.com/results?search_query=Apni+Dukaan';

export type MenuEntry =
  | {
      kind: 'link';
      label: LabelKey;
      to: string;
      emphasis?: 'primary' | 'outline';
      signedOutOnly?: boolean;
      icon?: 'bookmark';
    }
  /** 'Login': the sign-in dialog, or the signed-in owner's account menu. */
  | { kind: 'login'; label: LabelKey }
  | { kind: 'external'; label: LabelKey; href: string }
  /** SPEC.md: Blogs, Security and Our MPC have no target and no behaviour yet. */
  | { kind: 'inert'; label: LabelKey; emphasis?: 'primary' | 'outline' }
  /** Issue 27: lists without photos until tapped, on this phone. */
  | { kind: 'dataSaver'; label: LabelKey };

/** The header menu of SPEC.md section 2, shared by the landing page and the app layout. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { kind: 'link', label: 'menuAboutUs', to: PATHS.aboutUs },
  { kind: 'inert', label: 'menuBlogs' },
  { kind: 'inert', label: 'menuSecurity' },
  { kind: 'link', label: 'menuPricing', to: PATHS.pricingPolicy },
  { kind: 'inert', label: 'menuOurMpc' },
  { kind: 'external', label: 'menuOfficialVideo', href: OFFICIAL_VIDEO_URL },
  // Issue 12: the shops 'Save' kept on this phone.
  { kind: 'link', label: 'savedShops', to: PATHS.saved, icon: 'bookmark' },
  // Issue 29: the shopper's coins, per shop.
  { kind: 'link', label: 'myCoins', to: PATHS.coins },
  { kind: 'dataSaver', label: 'dataSaver' },
  // Issue 10: Login signs an owner in; Sign Up starts a claim.
  { kind: 'login', label: 'menuLogin' },
  { kind: 'link', label: 'menuSignUp', to: PATHS.instructions, emphasis: 'primary', signedOutOnly: true },
];

/** The information dropdown of the shared layout (SPEC.md section 2, static pages). */
export const INFORMATION_ENTRIES: readonly { label: LabelKey; to: string }[] = [
  { label: 'privacyPolicy', to: PATHS.privacyPolicy },
  { label: 'shippingPolicy', to: PATHS.shippingPolicy },
  { label: 'termsAndConditions', to: PATHS.termsAndConditions },
  { label: 'refundAndCancellationPolicy', to: PATHS.refundPolicy },
  { label: 'contactUs', to: PATHS.contactUs },
  { label: 'ourServices', to: PATHS.services },
];
