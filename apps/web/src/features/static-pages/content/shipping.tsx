import { BRAND_NAME, CALLBACK_HOURS, LABELS, PREMIUM_NAME, SUPPORT_EMAIL } from '@local-shops/shared';
import type { StaticPageContent } from './types.ts';

function ShippingBody() {
  return (
    <>
      <p>
        {BRAND_NAME} provides online services only. We do not sell or ship physical goods, so nothing is posted or couriered
        to you when you buy from us.
      </p>

      <h2>Delivery of {PREMIUM_NAME}</h2>
      <p>
        {PREMIUM_NAME} is delivered online. It is switched on for your shop as soon as your payment is confirmed, usually
        within a few minutes, and you receive a confirmation message. There is no delivery charge.
      </p>
      <p>
        If Premium is not active on your shop within {CALLBACK_HOURS} hours of a successful payment, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your payment reference and we will fix it straight away.
      </p>

      <h2>Goods bought from shops</h2>
      <p>
        When you buy something from a shop you found on {BRAND_NAME}, you buy it directly from that shop. Any home delivery,
        delivery charges and delivery times are decided by the shop. Please agree them with the shopkeeper before you buy.
      </p>

      <h2>Service areas</h2>
      <p>{BRAND_NAME} is available to shops and shoppers across India.</p>
    </>
  );
}

export const shippingPage: StaticPageContent = { title: LABELS.shippingPolicy, Body: ShippingBody };
