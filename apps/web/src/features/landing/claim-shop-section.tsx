import { LABELS } from '@local-shops/shared';
import type { ReactNode } from 'react';
import { SHOPS_SECTION_ID } from './hero-search.tsx';

/** The first page of the claim list (`children`, from the shops feature), headed 'Claim Shop' (SPEC.md section 1). */
export function ClaimShopSection({ children }: { children: ReactNode }) {
  return (
    <section id={SHOPS_SECTION_ID} className="claim-section" aria-labelledby="claim-shop-title">
      <div className="landing__container">
        <h2 id="claim-shop-title">{LABELS.claimShop}</h2>
        {children}
      </div>
    </section>
  );
}
