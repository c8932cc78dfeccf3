import { LABELS } from '@local-shops/shared';
import { PATHS } from '../../lib/paths.ts';

/** The header entry of /saved. */
export const SAVED_SHOPS_LABEL = 'Saved shops';

/** The product video. Until a dedicated video is published this searches the video site for it. */
export const OFFICIAL_VIDEO_URL = 'https://www.youtube.com/results?search_query=Apni+Dukaan';

export type MenuEntry =
  | { kind: 'link'; label: string; to: string; emphasis?: 'primary' | 'outline'; signedOutOnly?: boolean; icon?: 'bookmark' }
  /** 'Login': the sign-in dialog, or the signed-in owner's account menu. */
  | { kind: 'login'; label: string }
  | { kind: 'external'; label: string; href: string }
  /** SPEC.md: Blogs, Security and Our MPC have no target and no behaviour yet. */
  | { kind: 'inert'; label: string; emphasis?: 'primary' | 'outline' };

/** The header menu of SPEC.md section 2, shared by the landing page and the app layout. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { kind: 'link', label: LABELS.menuAboutUs, to: PATHS.aboutUs },
  { kind: 'inert', label: LABELS.menuBlogs },
  { kind: 'inert', label: LABELS.menuSecurity },
  { kind: 'link', label: LABELS.menuPricing, to: PATHS.pricingPolicy },
  { kind: 'inert', label: LABELS.menuOurMpc },
  { kind: 'external', label: LABELS.menuOfficialVideo, href: OFFICIAL_VIDEO_URL },
  // Issue 12: the shops 'Save' kept on this phone.
  { kind: 'link', label: SAVED_SHOPS_LABEL, to: PATHS.saved, icon: 'bookmark' },
  // Issue 10: Login signs an owner in; Sign Up starts a claim.
  { kind: 'login', label: LABELS.menuLogin },
  { kind: 'link', label: LABELS.menuSignUp, to: PATHS.instructions, emphasis: 'primary', signedOutOnly: true },
];

/** The information dropdown of the shared layout (SPEC.md section 2, static pages). */
export const INFORMATION_ENTRIES: readonly { label: string; to: string }[] = [
  { label: LABELS.privacyPolicy, to: PATHS.privacyPolicy },
  { label: LABELS.shippingPolicy, to: PATHS.shippingPolicy },
  { label: LABELS.termsAndConditions, to: PATHS.termsAndConditions },
  { label: LABELS.refundAndCancellationPolicy, to: PATHS.refundPolicy },
  { label: LABELS.contactUs, to: PATHS.contactUs },
  { label: LABELS.ourServices, to: PATHS.services },
];
