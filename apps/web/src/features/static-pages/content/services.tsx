import { BRAND_NAME, CALLBACK_HOURS, LABELS, PREMIUM_NAME, PREMIUM_PRICE_RUPEES, SETUP_MINUTES } from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import type { StaticPageContent } from './types.ts';

function ServicesBody() {
  return (
    <>
      <p>
        {BRAND_NAME} connects local shops with the people who live around them. Here is everything we offer, to shoppers
        and to shop owners.
      </p>

      <h2>For shoppers</h2>
      <ul>
        <li>
          <strong>Shop directory</strong>: browse local shops of every kind, from kirana stores to service providers.
        </li>
        <li>
          <strong>Search</strong>: find a shop by its name or by the kind of shop you need, even with a spelling mistake,
          nearest first, on a list or on a map.
        </li>
        <li>
          <strong>Distance</strong>: see how far each shop is from you, when you allow location access.
        </li>
        <li>
          <strong>Shop pages</strong>: photos, opening hours with 'Open now', Call and WhatsApp buttons when the owner shows
          them, directions, offers, a price list with prices from shops within 5 km, and reviews and ratings.
        </li>
        <li>
          <strong>Saved shops</strong>: keep the shops you like in one place. Shopper coins to spend at the shops you love
          are coming soon.
        </li>
      </ul>

      <h2>For shop owners</h2>
      <ul>
        <li>
          <strong>Free listing</strong>: claim your shop in about {SETUP_MINUTES} minutes from your phone.
        </li>
        <li>
          <strong>Verification</strong>: we check each claim by mobile OTP, bank proof and a shop-front photo, so shoppers
          can trust what they see.
        </li>
        <li>
          <strong>Your dashboard</strong>: edit your listing, add photos and a price list, reply to reviews, see your
          shop's numbers and ask us for help.
        </li>
        <li>
          <strong>{PREMIUM_NAME}</strong>: top placement, a Verified badge, offers, analytics for up to 90 days, a bigger
          price list and support answered within 4 working hours, for ₹{PREMIUM_PRICE_RUPEES} per year. See the{' '}
          <Link to={PATHS.pricingPolicy}>{LABELS.pricingPolicy}</Link>.
        </li>
        <li>
          <strong>Help getting started</strong>: <Link to={PATHS.registrationEnquiry}>ask for a call back</Link> and our team
          will call you within {CALLBACK_HOURS} hours to set up your shop with you.
        </li>
      </ul>

      <h2>Start today</h2>
      <p>
        Read the <Link to={PATHS.instructions}>claim instructions</Link> and put your shop online today.
      </p>
    </>
  );
}

export const servicesPage: StaticPageContent = { titleKey: 'ourServices', Body: ServicesBody };
