import { CALLBACK_HOURS, LABELS } from '@local-shops/shared';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';

export function SubscribeBanner() {
  const navigate = useNavigate();
  return (
    <section className="banner" aria-labelledby="banner-title">
      <div className="landing__container banner__inner">
        <div>
          <h2 id="banner-title">Not sure where to start?</h2>
          <p>Share your number and our team will call you back within {CALLBACK_HOURS} hours to set up your shop with you.</p>
        </div>
        <button type="button" className="button button--large button--accent" onClick={() => void navigate(PATHS.registrationEnquiry)}>
          {LABELS.getACallBack}
        </button>
      </div>
    </section>
  );
}
