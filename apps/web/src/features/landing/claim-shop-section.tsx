import type { ReactNode } from 'react';
import { LABELS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { SHOPS_SECTION_ID } from './hero-search.tsx';

/** The first page of the claim list (`children`, from the shops feature), headed 'Claim Shop' (SPEC.md section 1). */
export function ClaimShopSection({ children }: { children: ReactNode }) {
  const labels = useTexts(LABELS);
  return (
    <section id={SHOPS_SECTION_ID} className="claim-section" aria-labelledby="claim-shop-title">
      <div className="landing__container">
        <h2 id="claim-shop-title">{labels.claimShop}</h2>
        {children}
      </div>
    </section>
  );
}
