import { API_PATHS, APP_TEXTS, FREE_PLAN_PRICE_RUPEES, LABELS, MESSAGES, PREMIUM_NAME, PREMIUM_PRICE_RUPEES, PREMIUM_RENEWAL_WINDOW_DAYS, type PaymentOrderResponse, type PaymentVerifyResponse, type ShopDetail } from '@local-shops/shared';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { loadRazorpayCheckout, type CheckoutFailure, type CheckoutSuccess } from './razorpay-checkout.ts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx';
import './subscribe.css';

/** What each plan gives, as it is today (issue 11, 'Truth in the copy'). */
const FREE_INCLUSIONS = [
  'Your shop listed in the directory',
  'Up to 8 photos, opening hours, Call and WhatsApp buttons',
  'Reviews and ratings from shoppers, with your replies',
  'A price list of up to 200 products, compared with shops nearby',
  'Your numbers for the last 7 days',
  'Help answered within 2 working days',
] as const;

const PREMIUM_INCLUSIONS = [
  'Top placement in search',
  'Verified badge',
  'Promotion tools: up to 3 offers at a time, such as cash discounts',
  'Analytics for your shop: up to 90 days, compared with similar shops within 5 km',
  'A bigger price list: up to 2,000 products',
  'Priority support: help answered within 4 working hours',
  'Shopper coins (coming soon)',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

function Plans({ action }: { action: ReactNode }) {
  return (
    <div className="plan-grid">
      <section className="card plan" aria-labelledby="plan-free">
        <h2 id="plan-free">{LABELS.freePlan}</h2>
        <p className="plan__price">₹{FREE_PLAN_PRICE_RUPEES}</p>
        <ul>
          {FREE_INCLUSIONS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="card plan plan--featured" aria-labelledby="plan-premium">
        <h2 id="plan-premium">{LABELS.premiumPlan}</h2>
        <p className="plan__price">
          ₹{PREMIUM_PRICE_RUPEES} <small>per year</small>
        </p>
        <p>{PREMIUM_NAME} includes everything in the Free plan, and:</p>
        <ul>
          {PREMIUM_INCLUSIONS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          {PREMIUM_NAME} starts when your claim is approved; if it is not approved, you get a full refund. Every payment comes with
          a GST tax invoice.
        </p>
        {action}
      </section>
    </div>
  );
}

/**
 * Buying the plan: the order comes from the server, then Razorpay's checkout (its script loaded
 * now, not before) or the sandbox dialog; either way the confirmation goes to /payment/verify.
 */
function usePremiumCheckout(shopId: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<string | null>(null);

  const fail = (message: string) => {
    setBusy(false);
    setSandboxOrder(null);
    setError(message);
    toast.error(message);
  };
  const paymentFailed = (reason: string) => {
    trackEvent('subscription_payment', { success: false, shopId });
    fail(reason);
  };

  const confirm = async (response: CheckoutSuccess) => {
    let verified: PaymentVerifyResponse;
    try {
      verified = await apiRequest<PaymentVerifyResponse>(API_PATHS.paymentVerify(shopId), { method: 'POST', body: response });
    } catch (failure) {
      paymentFailed(failure instanceof Error ? failure.message : APP_TEXTS.internalError);
      return;
    }
    trackEvent('subscription_payment', { success: true, shopId });
    // Paid while the claim waits for review: the thank-you page says when Premium starts.
    void navigate(PATHS.thankYou, { state: { success: true, kind: 'payment', awaitingApproval: verified.premiumStatus === 'awaiting_approval' } });
  };
  const failed = (response: CheckoutFailure) => paymentFailed(response.error.description || response.error.reason || APP_TEXTS.internalError);

  const pay = async () => {
    setBusy(true);
    setError(null);
    let order: PaymentOrderResponse;
    try {
      order = await apiRequest<PaymentOrderResponse>(API_PATHS.paymentOrder(shopId), { method: 'POST' });
    } catch (failure) {
      // A refusal the owner can act on (verify the number again, plan already active) is said as is.
      const detail = failure instanceof ApiRequestError && failure.statusCode >= 400 && failure.statusCode < 500 ? ` ${failure.message}` : '';
      fail(`${MESSAGES.subscriptionCreateFailed}${detail}`);
      return;
    }
    if (order.provider === 'sandbox') {
      setSandboxOrder(order.id);
      return;
    }
    let Razorpay;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      fail(MESSAGES.sdkFailedToLoad('Razorpay'));
      return;
    }
    const checkout = new Razorpay({
      key: order.key_id,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: PREMIUM_NAME,
      description: `${LABELS.premiumPlan}, 1 year`,
      handler: (response) => void confirm(response),
      modal: { ondismiss: () => setBusy(false) },
    });
    checkout.on('payment.failed', failed);
    checkout.open();
  };

  const dialog = sandboxOrder ? (
    <SandboxCheckoutDialog
      orderId={sandboxOrder}
      onSuccess={(response) => void confirm(response)}
      onFailure={failed}
      onDismiss={() => {
        setSandboxOrder(null);
        setBusy(false);
      }}
    />
  ) : null;
  return { pay, busy, error, dialog };
}

function PayButton({ shopId, label }: { shopId: string; label: string }) {
  const { pay, busy, error, dialog } = usePremiumCheckout(shopId);
  return (
    <>
      <button type="button" className="button button--primary plan__action" disabled={busy} onClick={() => void pay()}>
        {busy ? LABELS.paying : label}
      </button>
      {error ? (
        <p className="subscribe-error" role="alert">
          {error}
        </p>
      ) : null}
      {dialog}
    </>
  );
}

/** 'Subscribe to your plan' (SPEC.md section 2) for a shop; without one, 'Subscribe Now' starts a claim. */
export function SubscribePage() {
  const { shopId = '' } = useParams();
  const navigate = useNavigate();
  const shop = useApiData<ShopDetail>(API_PATHS.shop(shopId));
  // The moment the page opened: whether the plan is active, or in its renewal window, is read against it.
  const [openedAt] = useState(() => Date.now());
  useDocumentTitle(LABELS.subscribeToYourPlan);

  const noShop = shop.error instanceof ApiRequestError && shop.error.statusCode === 404;
  if (shop.loading && !shop.data) {
    return (
      <div className="page page--center">
        <div className="spinner" role="status">
          <span className="visually-hidden">{APP_TEXTS.loading}</span>
        </div>
      </div>
    );
  }

  if (noShop || !shop.data) {
    return (
      <div className="page">
        <h1>{LABELS.subscribeToYourPlan}</h1>
        {shop.error && !noShop ? <p role="alert">{shop.error.message}</p> : null}
        <Plans action={null} />
        <div className="button-row">
          <Link className="button" to={PATHS.home}>
            {LABELS.backToHome}
          </Link>
          <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.instructions)}>
            {LABELS.subscribeNow}
          </button>
        </div>
      </div>
    );
  }

  const until = shop.data.metaInfo.premiumUntil;
  const remaining = until ? Date.parse(until) - openedAt : -1;
  const active = remaining > 0;
  const renewable = !active || remaining <= PREMIUM_RENEWAL_WINDOW_DAYS * DAY_MS;

  return (
    <div className="page">
      <h1>{LABELS.subscribeToYourPlan}</h1>
      <p className="lead">{shop.data.name}</p>
      {active && until ? (
        <section className="card subscribe-status" aria-labelledby="premium-status">
          <h2 id="premium-status">{MESSAGES.paymentProcessed}</h2>
          <p>{renewable ? MESSAGES.premiumEndsSoon(formatDate(until)) : MESSAGES.premiumActiveUntil(formatDate(until))}</p>
        </section>
      ) : null}
      <Plans
        action={
          renewable ? <PayButton shopId={shopId} label={active ? LABELS.renewPremium : LABELS.payPremium(PREMIUM_PRICE_RUPEES)} /> : null
        }
      />
      <div className="button-row">
        <Link className="button" to={PATHS.shop(shopId)}>
          {LABELS.viewShop}
        </Link>
      </div>
    </div>
  );
}
