import { BRAND_NAME, PREMIUM_NAME, SUPPORT_EMAIL } from '../../brand.ts';
import {
  CALLBACK_HOURS,
  FREE_PLAN_PRICE_RUPEES,
  MINIMUM_AGE,
  PARENTAL_CONSENT_AGE,
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
- Promotion tools to run up to 3 offers at a time, such as cash discounts, and shopper coins that can be spent only at your shop.
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
- **Cash discounts and shopper coins**: offer a discount through your offers, and give shoppers your own coins, which they can spend only at your shop. You fund the coins' discount at your counter; we hold no money.
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

export const SERVICES_PAGE = defineTexts('pages/SERVICES_PAGE', {
  body: `${BRAND_NAME} connects local shops with the people who live around them. Here is everything we offer, to shoppers and to shop owners.

## For shoppers

- **Shop directory**: browse local shops of every kind, from kirana stores to service providers.
- **Search**: find a shop by its name or by the kind of shop you need, even with a spelling mistake, nearest first, on a list or on a map.
- **Distance**: see how far each shop is from you, when you allow location access.
- **Shop pages**: photos, opening hours with 'Open now', Call and WhatsApp buttons when the owner shows them, directions, offers, a price list with prices from shops within 5 km, and reviews and ratings.
- **Saved shops and coins**: keep the shops you like in one place, and collect the coins shops give you in My coins, to spend at the shop that gave them.

## For shop owners

- **Free listing**: claim your shop in about ${SETUP_MINUTES} minutes from your phone.
- **Verification**: every claim, of a new shop or of one already listed, is verified by mobile OTP, bank proof and a shop-front photo, and reviewed by our team, so shoppers can trust what they see.
- **Your dashboard**: edit your listing, add photos and a price list, reply to reviews, see your shop's numbers and ask us for help.
- **${PREMIUM_NAME}**: top placement, a Verified badge, offers, analytics for up to 90 days, a bigger price list and support answered within 4 working hours, for ₹${PREMIUM_PRICE_RUPEES} per year. See the [${LABELS.pricingPolicy}](${PAGE_LINKS.pricingPolicy}).
- **Help getting started**: [ask for a call back](${PAGE_LINKS.registrationEnquiry}) and our team will call you within ${CALLBACK_HOURS} hours to set up your shop with you.

## Start today

Read the [claim instructions](${PAGE_LINKS.instructions}) and put your shop online today.`,
});

export const TERMS_PAGE = defineTexts('pages/TERMS_PAGE', {
  body: `These terms apply to everyone who uses ${BRAND_NAME}, whether you are looking for shops or listing your own. By using the service you agree to them. Please read them; they are written to be plain and short.

## 1. Who can use ${BRAND_NAME}

You must be at least ${MINIMUM_AGE} years old. If you are under ${PARENTAL_CONSENT_AGE}, you may use ${BRAND_NAME} only with the consent of a parent or guardian, who accepts these terms on your behalf. To claim a shop or buy Premium you must be able to enter into a contract under Indian law.

## 2. Listing and claiming a shop

- You may claim a shop only if you own it or are authorised to represent it.
- The details you give, including the shop name, category, address and photos, must be true and kept up to date.
- Every claim, of a new shop or of one already listed, is verified by mobile OTP, needs a cancelled cheque or passbook photo and a shop-front photo taken at the shop, and is reviewed by our team. A new shop is listed after successful verification. A claim of a shop that already has an owner is told to that owner, and the shop changes hands only if our team approves it. We may refuse or remove a listing that we cannot verify or that breaks these terms.

## 3. Content added by shoppers

Shoppers who prove their mobile number may add reviews, ratings and photos about shops. They must be honest and respectful. We may remove content that is false, offensive, unlawful or unrelated to the shop. Shop owners can report content they believe is wrong by writing to us.

## 4. ${PREMIUM_NAME}

${PREMIUM_NAME} costs ₹${PREMIUM_PRICE_RUPEES} per year and is paid once for the year. Renewal costs the same unless we tell you otherwise in advance, as described in our [${LABELS.pricingPolicy}](${PAGE_LINKS.pricingPolicy}). You may ask for a full refund within ${REFUND_DAYS_SUBSCRIPTION} days of payment, no questions asked; see our [${LABELS.refundAndCancellationPolicy}](${PAGE_LINKS.refundPolicy}).

## 5. Offers and shopper coins

Offers, such as cash discounts, are made by the shop that shows them, on the conditions shown with the offer.

Shopper coins are given and funded by the shop that gives them: the shop gives their discount at its counter, and we hold or move no money. Coins can be used only at that shop, within the limits the shop sets; they expire after the period the shop chose (shown with each earning in My coins); they have no cash value, cannot be exchanged for cash and cannot be transferred or sold. A shop may reverse coins given by mistake within 24 hours, and we may freeze a shop's coins, or remove coins earned through misuse.

## 6. Fair use

You agree not to:

- list a shop you do not own or represent, or pretend to be someone else;
- post false, misleading, abusive or illegal content;
- copy the directory in bulk, send automated requests or try to break the security of the service;
- use ${BRAND_NAME} to send spam or to sell anything the law does not allow.

## 7. Our content

The ${BRAND_NAME} name, logo, design and software belong to ${COMPANY.name}. You keep ownership of the photos and text you add, and you allow us to show them on ${BRAND_NAME} for as long as your listing or content remains.

## 8. Limits of our responsibility

${BRAND_NAME} is a directory. The goods and services you buy are sold by the shops themselves, and each shop is responsible for its prices, quality and conduct. We work hard to keep the service running and the information accurate, but we cannot promise that it will always be available or free of errors. To the extent the law allows, our total liability to you is limited to the amount you paid us in the twelve months before the claim.

## 9. Ending your use

You can stop using ${BRAND_NAME} and ask us to remove your listing at any time. We may suspend or close an account or listing that breaks these terms, and will tell you why unless the law stops us.

## 10. Law and disputes

These terms are governed by the laws of India. If a dispute cannot be settled by talking to us first, the courts of ${COMPANY.city}, Karnataka will have jurisdiction.

## 11. Changes

We may update these terms as the service grows. We will post the new terms here and tell you in advance of any important change. If you keep using ${BRAND_NAME} after that, you accept the updated terms.

## 12. Contact

Questions about these terms: ${MAIL}.`,
});

export const PRIVACY_PAGE = defineTexts('pages/PRIVACY_PAGE', {
  body: `This policy explains what information ${BRAND_NAME} collects when you browse shops, claim a shop or ask us to call you, why we need it, and the choices you have. We collect only what we need to run the service, and we never sell your personal information.

## Who we are

${BRAND_NAME} is run by ${COMPANY.name}, ${COMPANY.city}, India. For any question about your data, write to ${MAIL}.

## Information we collect

### When you browse

- The words you type into the shop search, so we can show matching shops.
- Your device's location, only if you allow it, to show how far each shop is from you. It is used on your device and is not stored against your name.
- Basic technical details such as browser type and pages visited, to keep the site working and secure.

### When you claim or register a shop

- Shop details: name, short introduction, address, state, city, pincode, shop type and categories.
- Owner details: your name, e-mail address, mobile number and any referral code.
- A photo of a cancelled cheque or bank passbook, to confirm that the shop belongs to you.
- A photo of your shop front together with the location where it was taken.

### When you pay for Premium

Card, UPI and bank details are entered on our payment partner's secure checkout and are never stored by us. We keep only the payment reference, the order reference and the date of payment.

### When you ask for a call back

Your shop name, your name and your contact number, so that our team can call you.

## How we use it

- To list your shop and show it to shoppers nearby.
- To verify ownership of every claimed shop by one-time password (OTP), bank proof and a shop-front photo.
- To process Premium payments and refunds, and to send receipts and service messages.
- To answer your questions and call you back when you ask us to.
- To prevent fraud and misuse, and to meet our legal duties.

## What shoppers can see

Shoppers see your shop name, shop-front photo, introduction, categories and distance. Your street address, mobile number, e-mail address and bank proof are never shown to the public.

## Who we share it with

We share information only with partners who help us run the service, and only what each one needs: our payment partner (to take payments), our SMS and e-mail providers (to send OTPs and messages) and our hosting provider (to store data securely). We may also share information when the law requires it.

## Information kept on your device

To save your progress, we keep your unfinished shop form, your verified mobile number and the numbers you have used for call-back requests in your browser's local storage. You can clear them at any time from your browser settings. We do not load advertising trackers.

## How long we keep it

We keep shop and account information while your shop is listed. Bank proof is kept only as long as needed for verification and any legal requirement. Payment records are kept for as long as tax laws require. Call-back requests are deleted once they are no longer needed.

## Your rights and choices

Under the Digital Personal Data Protection Act, 2023, you can ask to see, correct or delete your personal information, or withdraw your consent. Write to ${MAIL} from your registered e-mail address or mention your registered mobile number, and we will respond promptly.

## Children

You must be at least ${MINIMUM_AGE} years old to use ${BRAND_NAME}. If you are under ${PARENTAL_CONSENT_AGE}, you may use it only with the consent and supervision of a parent or guardian. If we learn that we hold information about a child under ${MINIMUM_AGE}, we will delete it.

## Security

Information travels over encrypted connections. OTPs are stored only in a protected, scrambled form, bank proof is stored privately and is viewed only by authorised staff, and every such access is logged.

## Changes to this policy

If we make important changes, we will update this page and, where appropriate, tell you by SMS or e-mail before the changes take effect.

## Contact

Questions or complaints about privacy? See our [${LABELS.contactUs}](${PAGE_LINKS.contactUs}) page.`,
});
