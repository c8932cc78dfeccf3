import { useNavigate } from 'react-router';
import { LABELS, LANDING_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

export function SubscribeBanner() {
  const navigate = useNavigate();
  const texts = useTexts(LANDING_TEXTS);
  const labels = useTexts(LABELS);
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="landing__container banner__inner">
        <div>
          <h2 id="banner-title">{texts.bannerTitle}</h2>
          <p>{texts.bannerText}</p>
        </div>
        <button
          type="button"
          className="button button--large button--accent"
          onClick={() => void navigate(PATHS.registrationEnquiry)}
        >
          {labels.getACallBack}
        </button>
      </div>
    </section>
  );
}
