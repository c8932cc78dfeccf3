import {
  BRAND_NAME,
  LABELS,
  MINIMUM_AGE,
  PARENTAL_CONSENT_AGE,
  PREMIUM_NAME,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_SUBSCRIPTION,
  SUPPORT_EMAIL,
} from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from './company.ts';
import type { StaticPageContent } from './types.ts';

function TermsBody() {
  return (
    <>
      <p>
        These terms apply to everyone who uses {BRAND_NAME}, whether you are looking for shops or listing your own. By using
        the service you agree to them. Please read them; they are written to be plain and short.
      </p>

      <h2>1. Who can use {BRAND_NAME}</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old. If you are under {PARENTAL_CONSENT_AGE}, you may use {BRAND_NAME} only
        with the consent of a parent or guardian, who accepts these terms on your behalf. To claim a shop or buy Premium you
        must be able to enter into a contract under Indian law.
      </p>

      <h2>2. Listing and claiming a shop</h2>
      <ul>
        <li>You may claim a shop only if you own it or are authorised to represent it.</li>
        <li>The details you give, including the shop name, category, address and photos, must be true and kept up to date.</li>
        <li>
          Every claim is verified by mobile OTP, a cancelled cheque or passbook photo and a shop-front photo taken at the shop.
          A shop is listed after successful verification. We may refuse or remove a listing that we cannot verify or that
          breaks these terms.
        </li>
      </ul>

      <h2>3. Content added by shoppers</h2>
      <p>
        Shoppers who prove their mobile number may add reviews, ratings and photos about shops. They must be honest and respectful. We may remove content
        that is false, offensive, unlawful or unrelated to the shop. Shop owners can report content they believe is wrong by
        writing to us.
      </p>

      <h2>4. {PREMIUM_NAME}</h2>
      <p>
        {PREMIUM_NAME} costs ₹{PREMIUM_PRICE_RUPEES} per year and is paid once for the year. Renewal costs the same unless
        we tell you otherwise in advance, as described in our <Link to={PATHS.pricingPolicy}>{LABELS.pricingPolicy}</Link>.
        You may ask for a full refund within {REFUND_DAYS_SUBSCRIPTION} days of payment, no questions asked; see our{' '}
        <Link to={PATHS.refundPolicy}>{LABELS.refundAndCancellationPolicy}</Link>.
      </p>

      <h2>5. Offers and shopper coins</h2>
      <p>
        Offers, such as cash discounts, are made by the shop that shows them, on the conditions shown with the offer.
        Shopper coins are coming soon; when they come, they can be used only at the shop that gives them, have no cash
        value outside that shop and cannot be transferred or sold.
      </p>

      <h2>6. Fair use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>list a shop you do not own or represent, or pretend to be someone else;</li>
        <li>post false, misleading, abusive or illegal content;</li>
        <li>copy the directory in bulk, send automated requests or try to break the security of the service;</li>
        <li>use {BRAND_NAME} to send spam or to sell anything the law does not allow.</li>
      </ul>

      <h2>7. Our content</h2>
      <p>
        The {BRAND_NAME} name, logo, design and software belong to {COMPANY.name}. You keep ownership of the photos and text
        you add, and you allow us to show them on {BRAND_NAME} for as long as your listing or content remains.
      </p>

      <h2>8. Limits of our responsibility</h2>
      <p>
        {BRAND_NAME} is a directory. The goods and services you buy are sold by the shops themselves, and each shop is
        responsible for its prices, quality and conduct. We work hard to keep the service running and the information
        accurate, but we cannot promise that it will always be available or free of errors. To the extent the law allows,
        our total liability to you is limited to the amount you paid us in the twelve months before the claim.
      </p>

      <h2>9. Ending your use</h2>
      <p>
        You can stop using {BRAND_NAME} and ask us to remove your listing at any time. We may suspend or close an account or
        listing that breaks these terms, and will tell you why unless the law stops us.
      </p>

      <h2>10. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. If a dispute cannot be settled by talking to us first, the courts of{' '}
        {COMPANY.city}, Karnataka will have jurisdiction.
      </p>

      <h2>11. Changes</h2>
      <p>
        We may update these terms as the service grows. We will post the new terms here and tell you in advance of any
        important change. If you keep using {BRAND_NAME} after that, you accept the updated terms.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </>
  );
}

export const termsPage: StaticPageContent = { titleKey: 'termsAndConditions', Body: TermsBody };
