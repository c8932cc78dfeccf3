import { LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { HeroSearch } from './hero-search.tsx';
import { RegisterShopButton } from './register-shop-button.tsx';

export function HeroSection() {
  const texts = useTexts(LANDING_TEXTS);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{texts.eyebrow}</p>
          <HeroSearch />
          <h1 id="hero-title">{texts.heroTitle}</h1>
          <p className="hero__lead">{texts.heroLead}</p>
          <div className="hero__actions">
            <RegisterShopButton track className="button--accent" />
          </div>
          <p className="hero__note">{texts.heroNote}</p>
        </div>
        <img
          className="hero__image"
          src="/images/hero.svg"
          alt={texts.heroImageAlt}
          width="320"
          height="240"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
