import { LABELS } from '@local-shops/shared';
import type { ReactNode } from 'react';

/** The first page of the claim list (`children`, from the shops feature), headed 'Claim Shop' (SPEC.md section 1). */
export function ClaimShopSection({ children }: { children: ReactNode }) {
  return (
    <section className="claim-section" aria-labelledby="claim-shop-title">
      <div className="landing__container">
        <h2 id="claim-shop-title">{LABELS.claimShop}</h2>
        {children}
      </div>
    </section>
  );
}
