import { BRAND_NAME, PREMIUM_PRICE_RUPEES, SETUP_MINUTES } from '@local-shops/shared';
import { HeroSearch } from './hero-search.tsx';
import { RegisterShopButton } from './register-shop-button.tsx';

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">For every dukaan in every town</p>
          <HeroSearch />
          <h1 id="hero-title">Let shoppers near you find your shop</h1>
          <p className="hero__lead">
            {BRAND_NAME} puts your shop on the map for people living close by. Set it up in about {SETUP_MINUTES} minutes
            from your phone: no website, no product photos, no computer needed.
          </p>
          <div className="hero__actions">
            <RegisterShopButton track className="button--accent" />
          </div>
          <p className="hero__note">Listing is free. Premium is ₹{PREMIUM_PRICE_RUPEES} per year, when you are ready.</p>
        </div>
        <img
          className="hero__image"
          src="/images/hero.svg"
          alt="A shopkeeper's shop front with a phone showing the shop on a map"
          width="320"
          height="240"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
