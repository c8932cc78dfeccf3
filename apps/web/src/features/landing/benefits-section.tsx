import { BRAND_NAME, LABELS, SETUP_MINUTES } from '@local-shops/shared';
import type { ReactNode } from 'react';

const BENEFITS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: `Ready in about ${SETUP_MINUTES} minutes`,
    text: `Tell us your shop's name, address and what you sell, verify your mobile number with an OTP, add a photo of a cancelled cheque or passbook, and take a photo of your shop front where it stands.`,
    icon: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    title: 'No product uploads',
    text: 'You do not have to photograph or type in every item. Add up to 8 photos of your shop if you like, and a simple price list when you are ready. Shoppers who visit you add reviews and ratings, and you can reply to them.',
    icon: <path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />,
  },
  {
    title: 'Recommendations that bring customers',
    text: 'Shoppers see the shops nearest to them first, on a list or on a map, and can get directions, or call you and message you on WhatsApp when you show your number, in one tap.',
    icon: <path d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    title: 'Offers that bring them back',
    text: 'With Premium, put up to 3 offers, such as a festival discount, on your shop page for shoppers nearby. Shopper coins that can be spent only at your shop are coming soon.',
    icon: <path d="M4 8h16v12H4zM2 8h20V5H2zM12 5v15M12 5c-2-3-6-3-6 0M12 5c2-3 6-3 6 0" />,
  },
];

export function BenefitsSection() {
  return (
    <section className="benefits" aria-labelledby="benefits-title">
      <div className="landing__container">
        <h2 id="benefits-title">{LABELS.tiredOfBeingOverlooked}?</h2>
        <p className="landing__section-lead">
          Big stores and delivery apps get all the attention, while good local shops stay hidden. {BRAND_NAME} is here to
          change that.
        </p>
        <ul className="benefits__list">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefits__item">
              <svg
                className="benefits__icon"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {benefit.icon}
              </svg>
              <div>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
