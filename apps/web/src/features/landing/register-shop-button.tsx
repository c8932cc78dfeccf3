import { useNavigate } from 'react-router';
import { LABELS } from '@local-shops/shared';
import { trackEvent } from '../../lib/analytics.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

/** 'Register your Shop': goes to the claim instructions; the hero's copy also reports the click. */
export function RegisterShopButton({ track = false, className = '' }: { track?: boolean; className?: string }) {
  const navigate = useNavigate();
  const labels = useTexts(LABELS);
  const onClick = () => {
    if (track) trackEvent('button_click', { source: 'Landing Page', target: PATHS.instructions });
    void navigate(PATHS.instructions);
  };
  return (
    <button type="button" className={`button button--large ${className}`.trim()} onClick={onClick}>
      {labels.registerYourShop}
    </button>
  );
}
