import { useId, useRef, useState } from 'react';
import { LABELS, PREMIUM_NAME, PREMIUM_PRICE_RUPEES } from '@local-shops/shared';
import { Modal } from '../../components/modal.tsx';
import { useTexts } from '../../lib/i18n.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import type { CheckoutFailure, CheckoutSuccess } from './razorpay-checkout.ts';
import './subscribe.css';
import { messageOf } from '../../lib/error-message.ts';

interface SandboxCheckoutProps {
  orderId: string;
  onSuccess: (response: CheckoutSuccess) => void;
  onFailure: (response: CheckoutFailure) => void;
  onDismiss: () => void;
}

/**
 * DESIGN.md section 2's sandbox checkout: stands in for Razorpay's payment page. The payment id
 * and its signature come from the server's sandbox (the key stays there); the page then confirms
 * exactly as it does a Razorpay payment.
 */
export function SandboxCheckoutDialog({ orderId, onSuccess, onFailure, onDismiss }: SandboxCheckoutProps) {
  const titleId = useId();
  const labels = useTexts(LABELS);
  const payRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (outcome: 'success' | 'failure') => {
    setBusy(true);
    setError(null);
    try {
      const response = await shopperApi.sandboxPayment({ order_id: orderId, outcome });
      if ('error' in response) onFailure(response);
      else onSuccess(response);
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure));
    }
  };

  return (
    <Modal
      backdropClassName="sandbox-backdrop"
      className="sandbox-dialog"
      labelledBy={titleId}
      bodyClass="sandbox-open"
      onEscape={() => (busy ? undefined : onDismiss())}
      initialFocus={() => payRef.current}
    >
      <h2 id={titleId} className="sandbox-dialog__title">
        {labels.sandboxCheckout}
      </h2>
      <p className="sandbox-dialog__amount">
        {PREMIUM_NAME}: <strong>₹{PREMIUM_PRICE_RUPEES}</strong>
      </p>
      <p className="sandbox-dialog__note">{labels.sandboxNote}</p>
      <p className="sandbox-dialog__order">{orderId}</p>
      {error ? (
        <p className="sandbox-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="sandbox-dialog__actions">
        <button
          ref={payRef}
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void submit('success')}
        >
          {labels.sandboxPayNow}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void submit('failure')}>
          {labels.sandboxSimulateFailure}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onDismiss}>
          {labels.cancel}
        </button>
      </div>
    </Modal>
  );
}
