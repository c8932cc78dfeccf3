import { useId } from 'react';
import { useNavigate } from 'react-router';
import { distanceBetween, LABELS, SHOP_TEXT } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { SHOP_PLACEHOLDER_IMAGE, showPlaceholderOnError } from './shop-strings.ts';
import './saved-draft-panel.css';
import './shop-row.css';

/**
 * The locally saved claim draft (SPEC.md section 2): shown only when one exists. Continue Claim
 * copies it into the working draft, without its isSaved flag, and resumes the form.
 */
export function SavedDraftPanel() {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const draft = useAppStore((s) => s.savedShop.savedShopDetails);
  const deviceLat = useAppStore((s) => s.location.latitude);
  const deviceLong = useAppStore((s) => s.location.longitude);
  const replaceClaim = useAppStore((s) => s.replaceClaim);
  const navigate = useNavigate();
  const headingId = useId();
  if (!draft) return null;

  const distance = distanceBetween(draft, { lat: deviceLat, long: deviceLong });
  const continueClaim = () => {
    const { isSaved: _isSaved, ...working } = draft;
    replaceClaim(working);
    void navigate(PATHS.addShop);
  };

  return (
    <div className="shops-saved" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="shops-saved__heading">
        {labels.save}
      </h3>
      <div className="shops-row shops-row--saved">
        <img
          className="shops-row__logo"
          src={draft.storeFrontPicture ?? SHOP_PLACEHOLDER_IMAGE}
          alt=""
          width={48}
          height={48}
          decoding="async"
          onError={showPlaceholderOnError}
        />
        <div className="shops-row__main">
          <span className="shops-row__name">{draft.name.trim() || labels.yourShopNameHere}</span>
          {distance !== undefined ? (
            <span className="shops-row__meta">
              <span>
                <span className="visually-hidden">{shopText.distanceFromYou} </span>
                {shopText.distance(distance)}
              </span>
            </span>
          ) : null}
        </div>
        <div className="shops-row__status">
          <span className="shops-tag shops-tag--saved">{labels.save}</span>
          <button
            type="button"
            className="shops-button shops-button--small shops-button--primary"
            onClick={continueClaim}
          >
            {labels.continueClaim}
          </button>
        </div>
      </div>
    </div>
  );
}
