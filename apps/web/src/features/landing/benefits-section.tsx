import type { ReactNode } from 'react';
import { LABELS, LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

type LandingKey = keyof typeof LANDING_TEXTS;

const BENEFITS: readonly { title: LandingKey; text: LandingKey; icon: ReactNode }[] = [
  {
    title: 'benefitReadyTitle',
    text: 'benefitReadyText',
    icon: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z" />,
  },
  {
    title: 'benefitNoUploadsTitle',
    text: 'benefitNoUploadsText',
    icon: <path d="M4 16l4-4 3 3 5-5 4 4M4 5h16v14H4z" />,
  },
  {
    title: 'benefitCustomersTitle',
    text: 'benefitCustomersText',
    icon: <path d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    title: 'benefitOffersTitle',
    text: 'benefitOffersText',
    icon: <path d="M4 8h16v12H4zM2 8h20V5H2zM12 5v15M12 5c-2-3-6-3-6 0M12 5c2-3 6-3 6 0" />,
  },
];

export function BenefitsSection() {
  const texts = useTexts(LANDING_TEXTS);
  const labels = useTexts(LABELS);
  return (
    <section className="benefits" aria-labelledby="benefits-title">
      <div className="landing__container">
        <h2 id="benefits-title">{labels.tiredOfBeingOverlooked}?</h2>
        <p className="landing__section-lead">{texts.benefitsLead}</p>
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
                <h3>{texts[benefit.title]}</h3>
                <p>{texts[benefit.text]}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
