import { BRAND_NAME, LABELS, MINIMUM_AGE, PARENTAL_CONSENT_AGE, SUPPORT_EMAIL } from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import { COMPANY } from './company.ts';
import type { StaticPageContent } from './types.ts';

function PrivacyBody() {
  return (
    <>
      <p>
        This policy explains what information {BRAND_NAME} collects when you browse shops, claim a shop or ask us to call you,
        why we need it, and the choices you have. We collect only what we need to run the service, and we never sell your
        personal information.
      </p>

      <h2>Who we are</h2>
      <p>
        {BRAND_NAME} is run by {COMPANY.name}, {COMPANY.city}, India. For any question about your data, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>

      <h2>Information we collect</h2>
      <h3>When you browse</h3>
      <ul>
        <li>The words you type into the shop search, so we can show matching shops.</li>
        <li>
          Your device's location, only if you allow it, to show how far each shop is from you. It is used on your device and
          is not stored against your name.
        </li>
        <li>Basic technical details such as browser type and pages visited, to keep the site working and secure.</li>
      </ul>
      <h3>When you claim or register a shop</h3>
      <ul>
        <li>Shop details: name, short introduction, address, state, city, pincode, shop type and categories.</li>
        <li>Owner details: your name, e-mail address, mobile number and any referral code.</li>
        <li>A photo of a cancelled cheque or bank passbook, to confirm that the shop belongs to you.</li>
        <li>A photo of your shop front together with the location where it was taken.</li>
      </ul>
      <h3>When you pay for Premium</h3>
      <p>
        Card, UPI and bank details are entered on our payment partner's secure checkout and are never stored by us. We keep
        only the payment reference, the order reference and the date of payment.
      </p>
      <h3>When you ask for a call back</h3>
      <p>Your shop name, your name and your contact number, so that our team can call you.</p>

      <h2>How we use it</h2>
      <ul>
        <li>To list your shop and show it to shoppers nearby.</li>
        <li>To verify ownership by one-time password (OTP), bank proof and shop-front photo before a shop is listed.</li>
        <li>To process Premium payments and refunds, and to send receipts and service messages.</li>
        <li>To answer your questions and call you back when you ask us to.</li>
        <li>To prevent fraud and misuse, and to meet our legal duties.</li>
      </ul>

      <h2>What shoppers can see</h2>
      <p>
        Shoppers see your shop name, shop-front photo, introduction, categories and distance. Your street address, mobile
        number, e-mail address and bank proof are never shown to the public.
      </p>

      <h2>Who we share it with</h2>
      <p>
        We share information only with partners who help us run the service, and only what each one needs: our payment
        partner (to take payments), our SMS and e-mail providers (to send OTPs and messages) and our hosting provider (to store
        data securely). We may also share information when the law requires it.
      </p>

      <h2>Information kept on your device</h2>
      <p>
        To save your progress, we keep your unfinished shop form, your verified mobile number and the numbers you have used
        for call-back requests in your browser's local storage. You can clear them at any time from your browser settings.
        We do not load advertising trackers.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep shop and account information while your shop is listed. Bank proof is kept only as long as needed for
        verification and any legal requirement. Payment records are kept for as long as tax laws require. Call-back requests
        are deleted once they are no longer needed.
      </p>

      <h2>Your rights and choices</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023, you can ask to see, correct or delete your personal
        information, or withdraw your consent. Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from your
        registered e-mail address or mention your registered mobile number, and we will respond promptly.
      </p>

      <h2>Children</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to use {BRAND_NAME}. If you are under {PARENTAL_CONSENT_AGE}, you may
        use it only with the consent and supervision of a parent or guardian. If we learn that we hold information about a
        child under {MINIMUM_AGE}, we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Information travels over encrypted connections. OTPs are stored only in a protected, scrambled form, bank proof is
        stored privately and is viewed only by authorised staff, and every such access is logged.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we make important changes, we will update this page and, where appropriate, tell you by SMS or e-mail before the
        changes take effect.
      </p>

      <h2>Contact</h2>
      <p>
        Questions or complaints about privacy? See our <Link to={PATHS.contactUs}>{LABELS.contactUs}</Link> page.
      </p>
    </>
  );
}

export const privacyPage: StaticPageContent = { titleKey: 'privacyPolicy', Body: PrivacyBody };
