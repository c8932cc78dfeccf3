import { LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

const VALUES = [
  { title: 'valueSeenTitle', text: 'valueSeenText' },
  { title: 'valueTrustTitle', text: 'valueTrustText' },
  { title: 'valueGrowTitle', text: 'valueGrowText' },
] as const satisfies readonly { title: keyof typeof LANDING_TEXTS; text: keyof typeof LANDING_TEXTS }[];

export function ValueSection() {
  const texts = useTexts(LANDING_TEXTS);
  return (
    <section className="values" aria-labelledby="values-title">
      <div className="landing__container">
        <h2 id="values-title">{texts.valuesTitle}</h2>
        <ul className="card-grid card-grid--3">
          {VALUES.map((value, index) => (
            <li key={value.title} className="card values__card">
              <span className="values__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{texts[value.title]}</h3>
              <p>{texts[value.text]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
