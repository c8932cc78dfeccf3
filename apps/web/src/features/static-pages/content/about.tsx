import {
  BRAND_NAME,
  CALLBACK_HOURS,
  LABELS,
  PREMIUM_NAME,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_SUBSCRIPTION,
  SETUP_MINUTES,
} from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import type { StaticPageContent } from './types.ts';

function AboutBody() {
  return (
    <>
      <p className="lead">
        {BRAND_NAME} helps the shops on your street get found by the people who live around them. {PREMIUM_NAME} is the
        yearly plan for shop owners who want to be seen first.
      </p>

      <h2>Our story</h2>
      <p>
        In every Indian town there is a kirana store that knows its customers by name, a tailor who has stitched three
        generations of wedding clothes and a sweet shop whose laddoos are the best for miles. Yet when someone new moves in
        and searches on their phone, they find big chains and delivery apps, not these shops.
      </p>
      <p>
        We started {BRAND_NAME} to fix that. We wanted a way for any shopkeeper, with just a phone, to put the shop online in
        minutes without building a website, learning software or uploading a catalogue.
      </p>

      <h2>Our mission</h2>
      <p>
        To make every local shop in India as easy to find as the biggest online store, and to help those shops earn loyal
        customers who keep coming back.
      </p>

      <h2>What you get with {PREMIUM_NAME}</h2>
      <ul>
        <li>Top placement when shoppers nearby search for shops like yours.</li>
        <li>Promotion tools to run up to 3 offers at a time, such as cash discounts. Shopper coins that can be spent only at
          your shop are coming soon.</li>
        <li>Simple analytics: how many people saw your shop, opened your page, called you and asked for directions, and how
          you compare with similar shops nearby.</li>
        <li>A price list of up to 2,000 products, with what is in stock, that shoppers can compare with shops nearby.</li>
        <li>A Verified badge that tells shoppers your shop has been checked.</li>
        <li>Help from our team from your dashboard, answered within 4 working hours.</li>
      </ul>
      <p>
        Setting up takes about {SETUP_MINUTES} minutes, there are no products to upload, and shoppers who visit you add
        reviews and ratings.
      </p>

      <h2>Price</h2>
      <p>
        {PREMIUM_NAME} costs <strong>₹{PREMIUM_PRICE_RUPEES} per year</strong>, paid once. Renewal costs the same
        ₹{PREMIUM_PRICE_RUPEES} per year. Listing your shop on the Free plan costs nothing. Full details are in our{' '}
        <Link to={PATHS.pricingPolicy}>{LABELS.pricingPolicy}</Link>.
      </p>

      <h2>Our guarantee</h2>
      <p>
        Try {PREMIUM_NAME} without worry. If you are not happy for any reason, ask for your money back within{' '}
        {REFUND_DAYS_SUBSCRIPTION} days, no questions asked.
      </p>

      <h2>Get started</h2>
      <p>
        <Link to={PATHS.instructions}>{LABELS.registerYourShop}</Link> now, or{' '}
        <Link to={PATHS.registrationEnquiry}>ask for a call back</Link> and our team will reach you within {CALLBACK_HOURS}{' '}
        hours.
      </p>
    </>
  );
}

export const aboutPage: StaticPageContent = { title: LABELS.menuAboutUs, heading: `About ${PREMIUM_NAME}`, Body: AboutBody };
