import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { LABELS, SHOP_TEXT } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { claimListingCalls } from './claim-listing-api.ts';

// The dialog (with its phone input) is not needed to show a shop: it arrives after the page.
const loadKycDialog = () => import('../../components/kyc/kyc-dialog.tsx');
const KycDialog = lazy(() => loadKycDialog().then((m) => ({ default: m.KycDialog })));
const PRELOAD_AFTER_MS = 1500;

export interface ClaimMyShopButtonProps {
  shopId: string;
  /** Called once the shop has been claimed here, so that the page reloads the shop. */
  onClaimed?: () => void;
}

/**
 * 'Claim My Shop' on an unclaimed shop's page: the KYC Verification dialog with the address
 * (SPEC.md 'KYC Verification dialog'). The number starts as the one verified before, if any.
 */
export function ClaimMyShopButton({ shopId, onClaimed }: ClaimMyShopButtonProps) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its state (the resend countdown).
  const [mounted, setMounted] = useState(false);
  const validMobileNumber = useAppStore((s) => s.validMobileNumber);
  const calls = useMemo(() => claimListingCalls(shopId), [shopId]);
  useEffect(() => {
    const timer = setTimeout(() => void loadKycDialog(), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <button
        type="button"
        className="shops-button shops-button--primary shops-button--wide"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {labels.claimMyShop}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <KycDialog
            open={open}
            askAddress
            mobileNumber={validMobileNumber}
            sendOtp={calls.sendOtp}
            verifyOtp={calls.verifyOtp}
            onClose={() => setOpen(false)}
            onVerified={() => {
              toast.success(shopText.claimSent);
              onClaimed?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
