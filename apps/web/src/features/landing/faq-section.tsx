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
    answer: `Tap 'Register your Shop', fill in your shop details, verify your mobile number with a one-time password (OTP), add a photo of a cancelled cheque or passbook and take a photo of your shop front. It takes about ${SETUP_MINUTES} minutes, and your shop is listed after successful verification.`,
  },
  {
    question: `How is ${BRAND_NAME} different from other apps?`,
    answer: `We list only real local shops, not warehouses, and every claimed shop is checked. You do not need a catalogue: a simple price list is enough, and shoppers can compare its prices with shops within 5 km. Shoppers who visit add reviews and ratings. Shopper coins that can be spent only at your shop are coming soon.`,
  },
  {
    question: 'Can I see how my shop is doing?',
    answer: `Yes. Your dashboard shows, day by day, how often your shop appeared in search, how many people opened your page, called you, messaged you on WhatsApp, asked for directions, shared or saved it. The Free plan shows the last 7 days; ${PREMIUM_NAME} shows up to 90 days and how you compare with similar shops within 5 km.`,
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
    answer: `Listing your shop is free. ${PREMIUM_NAME} costs ₹${PREMIUM_PRICE_RUPEES} (${PREMIUM_PRICE_RUPEES} rupees) per year, and renewing costs the same. It starts when your claim is approved, and if the claim is not approved you get all your money back. If you are not happy, ask for your money back within ${REFUND_DAYS_SUBSCRIPTION} days, no questions asked.`,
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
