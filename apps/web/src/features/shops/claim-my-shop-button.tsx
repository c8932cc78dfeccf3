import { LABELS } from '@local-shops/shared';
import { useMemo, useState } from 'react';
import { useAppStore } from '../../app/store.ts';
import { toast } from '../../lib/toast.tsx';
import { KycDialog } from '../kyc/kyc-dialog.tsx';
import { claimListingCalls } from './claim-listing-api.ts';
import { SHOP_TEXT } from './shop-strings.ts';

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
  const [open, setOpen] = useState(false);
  const validMobileNumber = useAppStore((s) => s.validMobileNumber);
  const calls = useMemo(() => claimListingCalls(shopId), [shopId]);
  return (
    <>
      <button type="button" className="shops-button shops-button--primary shops-button--wide" onClick={() => setOpen(true)}>
        {LABELS.claimMyShop}
      </button>
      <KycDialog
        open={open}
        askAddress
        mobileNumber={validMobileNumber}
        sendOtp={calls.sendOtp}
        verifyOtp={calls.verifyOtp}
        onClose={() => setOpen(false)}
        onVerified={() => {
          toast.success(SHOP_TEXT.claimSent);
          onClaimed?.();
        }}
      />
    </>
  );
}
