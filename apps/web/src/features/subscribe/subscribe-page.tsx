import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  APP_TEXTS,
  formatDate,
  FREE_PLAN_PRICE_RUPEES,
  LABELS,
  MESSAGES,
  PREMIUM_NAME,
  PREMIUM_PRICE_RUPEES,
  PREMIUM_RENEWAL_WINDOW_DAYS,
  SUBSCRIBE_TEXTS,
  type PaymentOrderResponse,
  type PaymentVerifyResponse,
} from '@local-shops/shared';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { loadRazorpayCheckout, type CheckoutFailure, type CheckoutSuccess } from './razorpay-checkout.ts';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog.tsx';
import './subscribe.css';
import { messageOf } from '../../lib/error-message.ts';

/** What each plan gives, as it is today (issue 11, 'Truth in the copy'): keys of SUBSCRIBE_TEXTS. */
const FREE_INCLUSIONS = ['free1', 'free2', 'free3', 'free4', 'free5', 'free6'] as const;

const PREMIUM_INCLUSIONS = [
  'premium1',
  'premium2',
  'premium3',
  'premium4',
  'premium5',
  'premium6',
  'premium7',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const PLAN_DATE = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;

function Plans({ action }: { action: ReactNode }) {
  const labels = useTexts(LABELS);
  const texts = useTexts(SUBSCRIBE_TEXTS);
  return (
    <div className="plan-grid">
      <section className="card plan" aria-labelledby="plan-free">
        <h2 id="plan-free">{labels.freePlan}</h2>
        <p className="plan__price">₹{FREE_PLAN_PRICE_RUPEES}</p>
        <ul>
          {FREE_INCLUSIONS.map((item) => (
            <li key={item}>{texts[item]}</li>
          ))}
        </ul>
      </section>
      <section className="card plan plan--featured" aria-labelledby="plan-premium">
        <h2 id="plan-premium">{labels.premiumPlan}</h2>
        <p className="plan__price">
          ₹{PREMIUM_PRICE_RUPEES} <small>{texts.perYear}</small>
        </p>
        <p>{texts.premiumIncludes(PREMIUM_NAME)}</p>
        <ul>
          {PREMIUM_INCLUSIONS.map((item) => (
            <li key={item}>{texts[item]}</li>
          ))}
        </ul>
        <p>{texts.premiumStarts(PREMIUM_NAME)}</p>
        {action}
      </section>
    </div>
  );
}

/** Where the plan stands, above the plans: paid and waiting for approval, or active. */
function PremiumStatus({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="card subscribe-status" aria-labelledby="premium-status">
      <h2 id="premium-status">{heading}</h2>
      <p>{text}</p>
    </section>
  );
}

/**
 * Buying the plan: the order comes from the server, then Razorpay's checkout (its script loaded
 * now, not before) or the sandbox dialog; either way the confirmation goes to /payment/verify.
 * `onStale` reads the plan again when the server refuses an order the page still offered.
 */
function usePremiumCheckout(shopId: string, onStale: () => void) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<string | null>(null);
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  const texts = useTexts(SUBSCRIBE_TEXTS);

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
      verified = await shopperApi.verifyPayment(shopId, response);
    } catch (failure) {
      paymentFailed(messageOf(failure, appTexts.internalError));
      return;
    }
    trackEvent('subscription_payment', { success: true, shopId });
    // Paid while the claim waits for review: the thank-you page says when Premium starts.
    void navigate(PATHS.thankYou, {
      state: { success: true, kind: 'payment', awaitingApproval: verified.premiumStatus === 'awaiting_approval' },
    });
  };
  const failed = (response: CheckoutFailure) =>
    paymentFailed(response.error.description || response.error.reason || appTexts.internalError);

  const pay = async () => {
    setBusy(true);
    setError(null);
    let order: PaymentOrderResponse;
    try {
      order = await shopperApi.paymentOrder(shopId);
    } catch (failure) {
      // A 409: the page is out of date (paid or renewed since it opened). It shows the plan as it
      // now stands, and the reason in place, with no error toast: nothing failed (issue 25).
      if (failure instanceof ApiRequestError && failure.statusCode === 409) {
        setBusy(false);
        setError(failure.message);
        onStale();
        return;
      }
      // A refusal the owner can act on (verify the number again) is said as is.
      const detail =
        failure instanceof ApiRequestError && failure.statusCode >= 400 && failure.statusCode < 500
          ? ` ${failure.message}`
          : '';
      fail(`${messages.subscriptionCreateFailed}${detail}`);
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
      fail(messages.sdkFailedToLoad('Razorpay'));
      return;
    }
    const checkout = new Razorpay({
      key: order.key_id,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: PREMIUM_NAME,
      description: texts.premiumOneYear(labels.premiumPlan),
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

function PayButton({ shopId, label, onStale }: { shopId: string; label: string; onStale: () => void }) {
  const { pay, busy, error, dialog } = usePremiumCheckout(shopId, onStale);
  const labels = useTexts(LABELS);
  return (
    <>
      <button type="button" className="button button--primary plan__action" disabled={busy} onClick={() => void pay()}>
        {busy ? labels.paying : label}
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
  const shop = useApiData(publicApi.shop(shopId));
  // This number's payment (its session): paid while the claim waits, the page offers no second payment.
  // Without a session it cannot be known; the order then answers 401 as before.
  const payment = useApiData(shopperApi.paymentState(shopId));
  // The moment the page opened: whether the plan is active, or in its renewal window, is read against it.
  const [openedAt] = useState(() => Date.now());
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  const locale = useLocale();
  useDocumentTitle(labels.subscribeToYourPlan);

  const noShop = shop.error instanceof ApiRequestError && shop.error.statusCode === 404;
  if ((shop.loading && !shop.data) || (payment.loading && !payment.data)) {
    return (
      <div className="page page--center">
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      </div>
    );
  }

  if (noShop || !shop.data) {
    return (
      <div className="page">
        <h1>{labels.subscribeToYourPlan}</h1>
        {shop.error && !noShop ? <p role="alert">{shop.error.message}</p> : null}
        <Plans action={null} />
        <div className="button-row">
          <Link className="button" to={PATHS.home}>
            {labels.backToHome}
          </Link>
          <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.instructions)}>
            {labels.subscribeNow}
          </button>
        </div>
      </div>
    );
  }

  const until = shop.data.metaInfo.premiumUntil;
  const remaining = until ? Date.parse(until) - openedAt : -1;
  const active = remaining > 0;
  const renewable = !active || remaining <= PREMIUM_RENEWAL_WINDOW_DAYS * DAY_MS;
  const awaitingApproval = payment.data?.awaitingApproval === true;
  const readAgain = () => {
    shop.reload();
    payment.reload();
  };

  return (
    <div className="page">
      <h1>{labels.subscribeToYourPlan}</h1>
      <p className="lead">{shop.data.name}</p>
      {awaitingApproval ? (
        <PremiumStatus heading={messages.paymentAwaitingApproval} text={messages.premiumStartsOnApproval} />
      ) : active && until ? (
        <PremiumStatus
          heading={messages.paymentProcessed}
          text={(renewable ? messages.premiumEndsSoon : messages.premiumActiveUntil)(
            formatDate(new Date(until), locale, PLAN_DATE),
          )}
        />
      ) : null}
      <Plans
        action={
          renewable && !awaitingApproval ? (
            <PayButton
              shopId={shopId}
              label={active ? labels.renewPremium : labels.payPremium(PREMIUM_PRICE_RUPEES)}
              onStale={readAgain}
            />
          ) : null
        }
      />
      <div className="button-row">
        <Link className="button" to={PATHS.shop(shopId)}>
          {labels.viewShop}
        </Link>
      </div>
    </div>
  );
}
