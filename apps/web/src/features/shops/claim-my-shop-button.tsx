import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  APP_TEXTS,
  INITIAL_CLAIM_DRAFT,
  isValidIndianContactNumber,
  LABELS,
  SHOP_TEXT,
  type ClaimShopDraft,
  type ShopDetail,
} from '@local-shops/shared';
import type { KycVerified } from '../../components/kyc/kyc-dialog.tsx';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { fetchApi } from '../../lib/route-client.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { claimListingCalls } from './claim-listing-api.ts';

// The dialog (with its phone input) is not needed to show a shop: it arrives after the page.
const loadKycDialog = () => import('../../components/kyc/kyc-dialog.tsx');
const KycDialog = lazy(() => loadKycDialog().then((m) => ({ default: m.KycDialog })));
const PRELOAD_AFTER_MS = 1500;

export interface ClaimMyShopButtonProps {
  shop: Pick<ShopDetail, 'id'> & { contact?: ShopDetail['contact'] };
  /** The shop already has an owner: the claim is an ownership challenge (decision 0076). */
  challenge?: boolean;
}

/** The claim draft of a listed shop: the listing's values, the dialog's address and the proven number. */
export function listedShopDraft(shop: ShopDetail, verified: KycVerified): ClaimShopDraft {
  return {
    ...INITIAL_CLAIM_DRAFT,
    shopId: shop.id,
    name: shop.name,
    intro: shop.intro,
    state: shop.state,
    city: shop.city,
    pin: shop.pin ?? '',
    address: verified.address ?? '',
    shopType: shop.shopType ?? '',
    categories: shop.categories.map(({ id, label }) => ({ id, label })),
    subCategories: shop.subCategories.map(({ id, label, categoryId }) => ({ id, label, categoryId })),
    shopOwnerContactNumber: verified.mobileNumber,
  };
}

/**
 * 'Claim My Shop' on a shop's page: the KYC Verification dialog with the address (SPEC.md 'KYC
 * Verification dialog'), then the claim form filled with the listing's values, which asks for the
 * same cheque or passbook photo and store-front photo as a new shop (decision 0076). An unclaimed
 * shop with a listed mobile number offers to send the code there instead.
 */
export function ClaimMyShopButton({ shop, challenge = false }: ClaimMyShopButtonProps) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const appTexts = useTexts(APP_TEXTS);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its state (the resend countdown).
  const [mounted, setMounted] = useState(false);
  const validMobileNumber = useAppStore((s) => s.validMobileNumber);
  const calls = useMemo(() => claimListingCalls(shop.id), [shop.id]);
  // A claimed shop's listed phone is its owner's: proving it would prove nothing new.
  const phone = shop.contact?.phone;
  const listedPhone = !challenge && phone && isValidIndianContactNumber(phone) ? phone : null;
  useEffect(() => {
    const timer = setTimeout(() => void loadKycDialog(), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  const continueClaim = async (verified: KycVerified) => {
    try {
      const detail = await fetchApi(publicApi.shop(shop.id));
      useAppStore.getState().replaceClaim(listedShopDraft(detail, verified));
      toast.success(shopText.claimContinue);
      void navigate(PATHS.addShop);
    } catch (error) {
      toast.error(messageOf(error, appTexts.internalError));
    }
  };

  return (
    <>
      {challenge ? <p className="shops-claim-note">{shopText.claimOwnershipNote}</p> : null}
      <button
        type="button"
        className={`shops-button ${challenge ? '' : 'shops-button--primary '}shops-button--wide`}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {challenge ? shopText.claimOwnership : labels.claimMyShop}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <KycDialog
            open={open}
            askAddress
            mobileNumber={validMobileNumber}
            listedPhone={listedPhone}
            sendOtp={calls.sendOtp}
            verifyOtp={calls.verifyOtp}
            onClose={() => setOpen(false)}
            onVerified={(verified) => void continueClaim(verified)}
          />
        </Suspense>
      )}
    </>
  );
}
