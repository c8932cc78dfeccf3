import { LABELS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { useAppStore } from '../../lib/store.ts';
import { KycDialog } from '../kyc/kyc-dialog.tsx';

export interface SignInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs once the number is verified and the session cookie is set. */
  onSignedIn: (number: string) => void;
  /** Heading and note other than the owner's sign-in (a shopper about to write a review). */
  title?: string;
  subtitle?: string;
}

/**
 * Sign-in for owners: the number, then the OTP through /v1/otp/verification and
 * /v1/otp/verify-otp, which set the 30-day session cookie. Loaded lazily by its openers.
 */
export function SignInDialog({ open, onClose, onSignedIn, title, subtitle }: SignInDialogProps) {
  const labels = useTexts(LABELS);
  const lastNumber = useAppStore((s) => s.validMobileNumber);
  return (
    <KycDialog
      open={open}
      editNumber
      title={title ?? labels.signInTitle}
      subtitle={subtitle ?? labels.signInSubtitle}
      mobileNumber={lastNumber}
      onClose={onClose}
      onVerified={({ mobileNumber }) => onSignedIn(mobileNumber)}
    />
  );
}
