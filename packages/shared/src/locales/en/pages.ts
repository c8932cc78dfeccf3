import { BRAND_NAME, PREMIUM_NAME, SUPPORT_EMAIL } from '../../brand.ts';
import {
  CALLBACK_HOURS,
  FREE_PLAN_PRICE_RUPEES,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_ONE_TIME,
  REFUND_DAYS_SUBSCRIPTION,
  REFUND_PROCESSING_WORKING_DAYS,
  SETUP_MINUTES,
} from '../../constants.ts';
import { defineTexts } from '../../i18n/texts.ts';
import { COMPANY, PAGE_LINKS } from '../../site-pages.ts';
import { LABELS } from './labels.ts';

/**
 * The static pages (SPEC.md section 2), one group per page: its title and its text, written with
 * the few marks apps/web's RichText reads ('## ' heading, '- ' list, '**bold**', '[words](/path)').
 * Loaded only when a static page is opened.
 */

const MAIL = `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`;

export const PAGES_COMMON = defineTexts('pages/PAGES_COMMON', {
  backHome: 'Back to home page',
});

export const ABOUT_PAGE = defineTexts('pages/ABOUT_PAGE', {
  heading: `About ${PREMIUM_NAME}`,
  body: `> ${BRAND_NAME} helps the shops on your street get found by the people who live around them. ${PREMIUM_NAME} is the yearly plan for shop owners who want to be seen first.

## Our story

In every Indian town there is a kirana store that knows its customers by name, a tailor who has stitched three generations of wedding clothes and a sweet shop whose laddoos are the best for miles. Yet when someone new moves in and searches on their phone, they find big chains and delivery apps, not these shops.

We started ${BRAND_NAME} to fix that. We wanted a way for any shopkeeper, with just a phone, to put the shop online in minutes without building a website, learning software or uploading a catalogue.

## Our mission

To make every local shop in India as easy to find as the biggest online store, and to help those shops earn loyal customers who keep coming back.

## What you get with ${PREMIUM_NAME}

- Top placement when shoppers nearby search for shops like yours.
- Promotion tools to run up to 3 offers at a time, such as cash discounts. Shopper coins that can be spent only at your shop are coming soon.
- Simple analytics: how many people saw your shop, opened your page, called you and asked for directions, and how you compare with similar shops nearby.
- A price list of up to 2,000 products, with what is in stock, that shoppers can compare with shops nearby.
- A Verified badge that tells shoppers your shop has been checked.
- Help from our team from your dashboard, answered within 4 working hours.

Setting up takes about ${SETUP_MINUTES} minutes, there are no products to upload, and shoppers who visit you add reviews and ratings.

## Price

${PREMIUM_NAME} costs **₹${PREMIUM_PRICE_RUPEES} per year**, paid once. Renewal costs the same ₹${PREMIUM_PRICE_RUPEES} per year. Listing your shop on the Free plan costs nothing. Full details are in our [${LABELS.pricingPolicy}](${PAGE_LINKS.pricingPolicy}).

## Our guarantee

Try ${PREMIUM_NAME} without worry. If you are not happy for any reason, ask for your money back within ${REFUND_DAYS_SUBSCRIPTION} days, no questions asked.

## Get started

[${LABELS.registerYourShop}](${PAGE_LINKS.instructions}) now, or [ask for a call back](${PAGE_LINKS.registrationEnquiry}) and our team will reach you within ${CALLBACK_HOURS} hours.`,
});

export const CONTACT_PAGE = defineTexts('pages/CONTACT_PAGE', {
  body: `Have a question about your shop, a payment or a listing? We are happy to help, and we will always give you a straight answer.

## E-mail

${MAIL}
We reply within one working day. For payments and refunds, please include your payment reference.

## Get a call back

Prefer to talk? Leave your shop name and number on the [call-back request form](${PAGE_LINKS.registrationEnquiry}) and our team will call you within ${CALLBACK_HOURS} hours.

## Office address

${[COMPANY.name, ...COMPANY.addressLines].map((line) => `@ ${line}`).join('\n')}

## Working hours

Monday to Saturday, 10:00 am to 6:00 pm (IST), except public holidays

## Complaints and grievances

If you are unhappy with anything on ${BRAND_NAME}, including content about your shop, write to ${MAIL} with the subject "Grievance". We acknowledge every grievance within ${CALLBACK_HOURS} hours and aim to resolve it within 15 days.`,
});

export const PRICING_PAGE = defineTexts('pages/PRICING_PAGE', {
  body: `${BRAND_NAME} has two plans and no hidden charges. The price you see before you pay is the price you pay.

## Free plan: ₹${FREE_PLAN_PRICE_RUPEES}

Claim your shop and get listed in the ${BRAND_NAME} directory at no cost. Shoppers can find your shop, see how far it is, call you or message you on WhatsApp, and add reviews and ratings. You can add up to 8 photos, your opening hours and a price list, reply to reviews, see your shop's numbers for the last 7 days and ask us for help (answered within 2 working days).

## ${PREMIUM_NAME}: ₹${PREMIUM_PRICE_RUPEES} per year

One payment covers a full year, starting when your claim is approved. If your claim is not approved, you get a full refund. ${PREMIUM_NAME} includes:

- **Priority placement**: your shop appears at the top when shoppers nearby search.
- **Advanced promotional tools**: run up to 3 offers at a time, such as a festival discount, each for up to 90 days, shown on your shop page and in the shop list.
- **Analytics**: views, search appearances, calls, WhatsApp messages, directions, shares and saves, day by day for up to 90 days, and how you compare with similar shops within 5 km.
- **Price list**: list up to 2,000 products with prices and whether they are in stock (200 on the Free plan); shoppers can compare prices with shops within 5 km.
- **Cash discounts**: offer a discount through your offers. Shopper coins that can be spent only at your shop are coming soon.
- **Verified badge**: show shoppers that your shop has been checked.
- **Priority support**: ask for help from your dashboard and get an answer within 4 working hours.

## Transparent renewal

Renewal costs the same ₹${PREMIUM_PRICE_RUPEES} per year, and every payment comes with a GST tax invoice. We remind you before your plan year ends, and your plan renews only when you pay for the next year. There are no automatic charges and no surprise increases.

## Money-back guarantee

If ${PREMIUM_NAME} is not right for you, ask for a full refund within ${REFUND_DAYS_SUBSCRIPTION} days of payment, no questions asked. See our [${LABELS.refundAndCancellationPolicy}](${PAGE_LINKS.refundPolicy}).

## Changes to pricing

Pricing may change in the future. If it does, we will tell you in advance by SMS or e-mail, and any new price will apply only from your next renewal, never to a year you have already paid for.`,
});

export const SHIPPING_PAGE = defineTexts('pages/SHIPPING_PAGE', {
  body: `${BRAND_NAME} provides online services only. We do not sell or ship physical goods, so nothing is posted or couriered to you when you buy from us.

## Delivery of ${PREMIUM_NAME}

${PREMIUM_NAME} is delivered online. It is switched on for your shop as soon as your payment is confirmed, usually within a few minutes, and you receive a confirmation message. There is no delivery charge.

If Premium is not active on your shop within ${CALLBACK_HOURS} hours of a successful payment, write to ${MAIL} with your payment reference and we will fix it straight away.

## Goods bought from shops

When you buy something from a shop you found on ${BRAND_NAME}, you buy it directly from that shop. Any home delivery, delivery charges and delivery times are decided by the shop. Please agree them with the shopkeeper before you buy.

## Service areas

${BRAND_NAME} is available to shops and shoppers across India.`,
});

export const REFUND_PAGE = defineTexts('pages/REFUND_PAGE', {
  body: `We want every shop owner to be happy with ${BRAND_NAME}. If something is not right, this page explains how to cancel and how to get your money back.

## Our ${REFUND_DAYS_SUBSCRIPTION}-day money-back guarantee

If you are not satisfied with ${PREMIUM_NAME} for any reason, ask for a refund within ${REFUND_DAYS_SUBSCRIPTION} days of your payment and you will get your full amount back, no questions asked.

## Refund periods

- **Subscriptions** (such as ${PREMIUM_NAME}): you can ask for a refund within ${REFUND_DAYS_SUBSCRIPTION} days of the payment date.
- **One-time purchases**: you can ask for a refund within ${REFUND_DAYS_ONE_TIME} days of the payment date.

After these periods, payments are not refundable, but you keep every Premium benefit until your plan year ends.

## How to ask for a refund or cancel

1. Write to ${MAIL} with the subject "Refund request".
2. Mention your shop name, your registered mobile number and the payment reference from your receipt.
3. We confirm that we have received your request, usually on the same working day.

## How long a refund takes

We process approved refunds within ${REFUND_PROCESSING_WORKING_DAYS} working days, back to the same card, UPI account or bank account you paid from. Your bank may take a few more days to show the money in your account.

## What happens to your listing

When a Premium refund is made or a plan is cancelled, your shop moves to the Free plan. Your listing stays on ${BRAND_NAME}; only the Premium benefits, such as top placement and the Verified badge, stop.

## Renewals

We remind you before your plan year ends. Your plan renews only when you pay for the next year, and each renewal payment gets the same ${REFUND_DAYS_SUBSCRIPTION}-day refund period.`,
});
