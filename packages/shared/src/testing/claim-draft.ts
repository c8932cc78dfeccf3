import { INITIAL_CLAIM_DRAFT, type ClaimShopDraft } from '../schemas/claim-draft.ts';

/**
 * A draft that passes every registration check: a kirana shop in Varanasi. Tests change only
 * the fields they are about. For tests only (imported as '@local-shops/shared/testing').
 */
export function sampleClaimDraft(fields: Partial<ClaimShopDraft> = {}): ClaimShopDraft {
  return {
    ...INITIAL_CLAIM_DRAFT,
    name: 'Gupta Kirana Store',
    intro: 'Daily groceries at fair prices.',
    state: 'Uttar Pradesh',
    city: 'Varanasi',
    pin: '221005',
    address: 'B 12, Lanka Road',
    shopType: 'Retailers',
    categories: [{ id: 'food', label: 'Food & Grocery' }],
    subCategories: [{ id: 'kirana', label: 'Kirana', categoryId: 'food' }],
    shopOwnerName: 'Ramesh Gupta',
    email: 'ramesh@example.in',
    shopOwnerContactNumber: '+919876543210',
    shopOwnerCancelledChequeImage: 'data:image/jpeg;base64,/9j/Q0hFUVVF',
    ...fields,
  };
}
