import { useState } from 'react';
import { LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { RegisterShopButton } from './register-shop-button.tsx';

/** Shops shown on the logo wall; each has a logo at /images/logos/{file}.svg. */
const BUSINESSES = [
  { file: 'sharma-sweets', name: 'Sharma Sweets, Jaipur' },
  { file: 'gupta-kirana', name: 'Gupta Kirana Store, Lucknow' },
  { file: 'lakshmi-silks', name: 'Lakshmi Silks, Kanchipuram' },
  { file: 'raju-mobiles', name: 'Raju Mobiles, Warangal' },
  { file: 'annapurna-bakes', name: 'Annapurna Bakes, Indore' },
  { file: 'patel-hardware', name: 'Patel Hardware, Surat' },
  { file: 'meena-beauty', name: 'Meena Beauty Parlour, Nagpur' },
  { file: 'kumar-medicals', name: 'Kumar Medicals, Patna' },
  { file: 'singh-motors', name: 'Singh Motors, Ludhiana' },
  { file: 'gokul-dairy', name: 'Gokul Dairy, Mathura' },
] as const;

/**
 * A slowly scrolling strip of shop logos. The strip is drawn twice so the loop has no seam; the
 * copy is hidden from assistive technology. A button pauses it, and it stands still for anyone
 * who prefers reduced motion.
 */
export function LogoWall() {
  const [paused, setPaused] = useState(false);
  const texts = useTexts(LANDING_TEXTS);
  return (
    <section className="logo-wall" aria-labelledby="logo-wall-title">
      <div className="landing__container">
        <h2 id="logo-wall-title">{texts.logoWallTitle}</h2>
        <p className="landing__section-lead">{texts.logoWallLead}</p>
      </div>
      <div className="logo-wall__viewport" data-paused={paused}>
        <ul className="logo-wall__track">
          {BUSINESSES.map((business) => (
            <li key={business.file}>
              <img
                src={`/images/logos/${business.file}.svg`}
                alt={business.name}
                width="180"
                height="64"
                loading="lazy"
              />
            </li>
          ))}
          {BUSINESSES.map((business) => (
            <li key={`${business.file}-copy`} aria-hidden="true" className="logo-wall__copy">
              <img src={`/images/logos/${business.file}.svg`} alt="" width="180" height="64" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
      <div className="landing__container logo-wall__actions">
        <RegisterShopButton className="button--primary" />
        <button type="button" className="button logo-wall__pause" onClick={() => setPaused((value) => !value)}>
          {paused ? texts.playLogos : texts.pauseLogos}
        </button>
      </div>
    </section>
  );
}
