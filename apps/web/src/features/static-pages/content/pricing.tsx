import {
  BRAND_NAME,
  FREE_PLAN_PRICE_RUPEES,
  LABELS,
  PREMIUM_NAME,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_SUBSCRIPTION,
} from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import type { StaticPageContent } from './types.ts';

function PricingBody() {
  return (
    <>
      <p>
        {BRAND_NAME} has two plans and no hidden charges. The price you see before you pay is the price you pay.
      </p>

      <h2>Free plan: ₹{FREE_PLAN_PRICE_RUPEES}</h2>
      <p>
        Claim your shop and get listed in the {BRAND_NAME} directory at no cost. Shoppers can find your shop, see how far it
        is and add photos and reviews.
      </p>

      <h2>
        {PREMIUM_NAME}: ₹{PREMIUM_PRICE_RUPEES} per year
      </h2>
      <p>One payment covers a full year. {PREMIUM_NAME} includes:</p>
      <ul>
        <li>
          <strong>Priority placement</strong>: your shop appears at the top when shoppers nearby search.
        </li>
        <li>
          <strong>Advanced promotional tools</strong>: run offers and festival promotions for your shop.
        </li>
        <li>
          <strong>Analytics</strong>: see how many people viewed your shop and what brought them.
        </li>
        <li>
          <strong>Inventory management</strong>: keep a simple record of what is in stock.
        </li>
        <li>
          <strong>Cash discounts</strong>: offer cash discounts or shopper coins that can be spent only at your shop.
        </li>
        <li>
          <strong>Verified badge</strong>: show shoppers that your shop has been checked.
        </li>
        <li>
          <strong>Dedicated support</strong>: our team helps you by phone and e-mail.
        </li>
      </ul>

      <h2>Transparent renewal</h2>
      <p>
        Renewal costs the same ₹{PREMIUM_PRICE_RUPEES} per year. We remind you before your plan year ends, and your plan
        renews only when you pay for the next year. There are no automatic charges and no surprise increases.
      </p>

      <h2>Money-back guarantee</h2>
      <p>
        If {PREMIUM_NAME} is not right for you, ask for a full refund within {REFUND_DAYS_SUBSCRIPTION} days of payment, no
        questions asked. See our <Link to={PATHS.refundPolicy}>{LABELS.refundAndCancellationPolicy}</Link>.
      </p>

      <h2>Changes to pricing</h2>
      <p>
        Pricing may change in the future. If it does, we will tell you in advance by SMS or e-mail, and any new price will
        apply only from your next renewal, never to a year you have already paid for.
      </p>
    </>
  );
}

export const pricingPage: StaticPageContent = { title: LABELS.pricingPolicy, Body: PricingBody };
