import { Link, Navigate, useLocation } from 'react-router';
import { LABELS, PAGE_TEXTS } from '@local-shops/shared';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

function isSuccess(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { success?: unknown }).success === true;
}

/** Shown only when navigation carried `{ success: true }` (after payment or enquiry); else home. */
export function ThankYouPage() {
  const { state } = useLocation() as { state: unknown };
  const labels = useTexts(LABELS);
  const pages = useTexts(PAGE_TEXTS);
  const success = isSuccess(state);
  const payment = success && (state as { kind?: unknown }).kind === 'payment';
  const awaitingApproval = payment && (state as { awaitingApproval?: unknown }).awaitingApproval === true;
  useDocumentTitle(success ? pages.thankYouTitle : undefined);
  if (!success) return <Navigate to={PATHS.home} replace />;
  return (
    <div className="page page--center thank-you">
      <img src="/images/thank-you.svg" alt="" width="220" height="180" />
      <h1>{labels.thankYou}</h1>
      <p className="lead">
        {awaitingApproval ? labels.thankYouPaymentPending : payment ? labels.thankYouPayment : labels.thankYouDetails}
      </p>
      <Link className="button button--primary" to={PATHS.home}>
        {labels.backToHome}
      </Link>
    </div>
  );
}
