import { LABELS } from '@local-shops/shared';
import { ClaimShopList } from '../shops/claim-shop-list.tsx';

/** The first page of the claim list, headed 'Claim Shop' (SPEC.md section 1). */
export function ClaimShopSection() {
  return (
    <section className="claim-section" aria-labelledby="claim-shop-title">
      <div className="landing__container">
        <h2 id="claim-shop-title">{LABELS.claimShop}</h2>
        <ClaimShopList />
      </div>
    </section>
  );
}
