import { LandingPage } from '../features/landing/landing-page.tsx';
import { ClaimShopList } from '../features/shops/claim-shop-list.tsx';

/** '/': the landing page ends with the shops feature's Claim Shop list; features meet only here. */
export function LandingRoute() {
  return <LandingPage claimShopList={<ClaimShopList />} />;
}
