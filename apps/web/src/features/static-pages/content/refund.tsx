import {
  BRAND_NAME,
  LABELS,
  PREMIUM_NAME,
  REFUND_DAYS_ONE_TIME,
  REFUND_DAYS_SUBSCRIPTION,
  REFUND_PROCESSING_WORKING_DAYS,
  SUPPORT_EMAIL,
} from '@local-shops/shared';
import type { StaticPageContent } from './types.ts';

function RefundBody() {
  return (
    <>
      <p>
        We want every shop owner to be happy with {BRAND_NAME}. If something is not right, this page explains how to cancel
        and how to get your money back.
      </p>

      <h2>Our {REFUND_DAYS_SUBSCRIPTION}-day money-back guarantee</h2>
      <p>
        If you are not satisfied with {PREMIUM_NAME} for any reason, ask for a refund within {REFUND_DAYS_SUBSCRIPTION} days
        of your payment and you will get your full amount back, no questions asked.
      </p>

      <h2>Refund periods</h2>
      <ul>
        <li>
          <strong>Subscriptions</strong> (such as {PREMIUM_NAME}): you can ask for a refund within{' '}
          {REFUND_DAYS_SUBSCRIPTION} days of the payment date.
        </li>
        <li>
          <strong>One-time purchases</strong>: you can ask for a refund within {REFUND_DAYS_ONE_TIME} days of the payment
          date.
        </li>
      </ul>
      <p>After these periods, payments are not refundable, but you keep every Premium benefit until your plan year ends.</p>

      <h2>How to ask for a refund or cancel</h2>
      <ol>
        <li>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the subject "Refund request".
        </li>
        <li>Mention your shop name, your registered mobile number and the payment reference from your receipt.</li>
        <li>We confirm that we have received your request, usually on the same working day.</li>
      </ol>

      <h2>How long a refund takes</h2>
      <p>
        We process approved refunds within {REFUND_PROCESSING_WORKING_DAYS} working days, back to the same card, UPI account
        or bank account you paid from. Your bank may take a few more days to show the money in your account.
      </p>

      <h2>What happens to your listing</h2>
      <p>
        When a Premium refund is made or a plan is cancelled, your shop moves to the Free plan. Your listing stays on{' '}
        {BRAND_NAME}; only the Premium benefits, such as top placement and the Verified badge, stop.
      </p>

      <h2>Renewals</h2>
      <p>
        We remind you before your plan year ends. Your plan renews only when you pay for the next year, and each renewal
        payment gets the same {REFUND_DAYS_SUBSCRIPTION}-day refund period.
      </p>
    </>
  );
}

export const refundPage: StaticPageContent = { title: LABELS.refundAndCancellationPolicy, Body: RefundBody };
