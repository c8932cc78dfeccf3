import { LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

/** SPEC.md's FAQ topics, in order: listing, differentiators, tracking, small business, credibility, cost. */
const FAQS = [
  { question: 'faqListQuestion', answer: 'faqListAnswer' },
  { question: 'faqDifferentQuestion', answer: 'faqDifferentAnswer' },
  { question: 'faqTrackQuestion', answer: 'faqTrackAnswer' },
  { question: 'faqSmallQuestion', answer: 'faqSmallAnswer' },
  { question: 'faqTrustQuestion', answer: 'faqTrustAnswer' },
  { question: 'faqCostQuestion', answer: 'faqCostAnswer' },
] as const satisfies readonly { question: keyof typeof LANDING_TEXTS; answer: keyof typeof LANDING_TEXTS }[];

export function FaqSection() {
  const texts = useTexts(LANDING_TEXTS);
  return (
    <section className="faq" aria-labelledby="faq-title">
      <div className="landing__container">
        <h2 id="faq-title">{texts.faqTitle}</h2>
        <div className="faq__list">
          {FAQS.map((faq) => (
            <details key={faq.question} className="faq__item">
              <summary>{texts[faq.question]}</summary>
              <p>{texts[faq.answer]}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
