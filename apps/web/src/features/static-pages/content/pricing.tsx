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
        is, call you or message you on WhatsApp, and add reviews and ratings. You can add up to 8 photos, your opening hours
        and a price list, reply to reviews, see your shop's numbers for the last 7 days and ask us for help (answered within
        2 working days).
      </p>

      <h2>
        {PREMIUM_NAME}: ₹{PREMIUM_PRICE_RUPEES} per year
      </h2>
      <p>
        One payment covers a full year, starting when your claim is approved. If your claim is not approved, you get a full
        refund. {PREMIUM_NAME} includes:
      </p>
      <ul>
        <li>
          <strong>Priority placement</strong>: your shop appears at the top when shoppers nearby search.
        </li>
        <li>
          <strong>Advanced promotional tools</strong>: run up to 3 offers at a time, such as a festival discount, each for
          up to 90 days, shown on your shop page and in the shop list.
        </li>
        <li>
          <strong>Analytics</strong>: views, search appearances, calls, WhatsApp messages, directions, shares and saves,
          day by day for up to 90 days, and how you compare with similar shops within 5 km.
        </li>
        <li>
          <strong>Price list</strong>: list up to 2,000 products with prices and whether they are in stock (200 on the Free
          plan); shoppers can compare prices with shops within 5 km.
        </li>
        <li>
          <strong>Cash discounts</strong>: offer a discount through your offers. Shopper coins that can be spent only at
          your shop are coming soon.
        </li>
        <li>
          <strong>Verified badge</strong>: show shoppers that your shop has been checked.
        </li>
        <li>
          <strong>Priority support</strong>: ask for help from your dashboard and get an answer within 4 working hours.
        </li>
      </ul>

      <h2>Transparent renewal</h2>
      <p>
        Renewal costs the same ₹{PREMIUM_PRICE_RUPEES} per year, and every payment comes with a GST tax invoice. We remind
        you before your plan year ends, and your plan renews only when you pay for the next year. There are no automatic
        charges and no surprise increases.
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
