import {
  BRAND_NAME,
  MINIMUM_AGE,
  PREMIUM_NAME,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_SUBSCRIPTION,
  SETUP_MINUTES,
} from '@local-shops/shared';

/** SPEC.md's FAQ topics, in order: listing, differentiators, tracking, small business, credibility, cost. */
const FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I list my shop?',
    answer: `Tap 'Register your Shop', fill in your shop details, verify your mobile number with a one-time password (OTP) and take a photo of your shop front. It takes about ${SETUP_MINUTES} minutes, and your shop is listed after successful verification.`,
  },
  {
    question: `How is ${BRAND_NAME} different from other apps?`,
    answer: `We list only real local shops, not warehouses. You do not manage a catalogue: shoppers add photos, prices and reviews for you. And the discounts and coins shoppers earn can be spent only at your shop, so they come back to you.`,
  },
  {
    question: 'Can I see how my shop is doing?',
    answer: `Yes. ${PREMIUM_NAME} shows how many people saw your shop, opened your page and asked for directions, so you can tell what is working.`,
  },
  {
    question: 'Is it right for a small shop like mine?',
    answer: `Yes, it is made for small shops: kirana stores, tailors, bakeries, mobile repair shops, medical stores and more. If you can use WhatsApp on your phone, you can use ${BRAND_NAME}. You need to be at least ${MINIMUM_AGE} years old to use it.`,
  },
  {
    question: 'Why will shoppers trust my listing?',
    answer: `Every claimed shop is checked with a mobile OTP, a photo of a cancelled cheque or passbook, and a live photo of the shop front taken at its location. Premium shops also show a Verified badge.`,
  },
  {
    question: 'How much does it cost?',
    answer: `Listing your shop is free. ${PREMIUM_NAME} costs ₹${PREMIUM_PRICE_RUPEES} (${PREMIUM_PRICE_RUPEES} rupees) per year, and renewing costs the same. If you are not happy, ask for your money back within ${REFUND_DAYS_SUBSCRIPTION} days, no questions asked.`,
  },
];

export function FaqSection() {
  return (
    <section className="faq" aria-labelledby="faq-title">
      <div className="landing__container">
        <h2 id="faq-title">Frequently asked questions</h2>
        <div className="faq__list">
          {FAQS.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
