import { Link } from 'react-router';
import type { AdminDuplicateFlag, DuplicateFlagKind } from '@local-shops/shared';
import type { AdminClaimDetail } from '@local-shops/shared/admin';
import { CONSOLE_DUPLICATE_TEXT } from '@local-shops/shared/locales/en/duplicates';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

type Texts = typeof CONSOLE_DUPLICATE_TEXT;

export const flagLabel = (d: Texts, kind: DuplicateFlagKind) =>
  kind === 'name' ? d.flagName : kind === 'number' ? d.flagNumber : d.flagPhoto;

const metres = (meters: number | null) =>
  meters === null ? '—' : meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`;

function FlagLine({ flag }: { flag: AdminDuplicateFlag }) {
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  const what =
    flag.kind === 'name'
      ? d.nameFlag(metres(flag.distanceMeters))
      : flag.kind === 'number'
        ? d.numberFlag
        : d.photoFlag(flag.image === 'cheque' ? d.cheque : d.storeFront, flag.bits ?? 0);
  return (
    <li className="claim-flags__item">
      <span className="admin-tag admin-tag--danger">{flagLabel(d, flag.kind)}</span> {what}{' '}
      <Link to={PATHS.shop(flag.shop.id)} target="_blank">
        {flag.shop.name}
      </Link>{' '}
      <span className="admin-sub">
        {[flag.shop.listed ? d.listed : d.notListed, flag.shop.isClaimed ? d.claimed : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {flag.claimId && (
        <>
          {' '}
          <Link to={PATHS.adminClaim(flag.claimId)}>{d.openClaim}</Link>
        </>
      )}
    </li>
  );
}

/** What makes the claim look like a duplicate (decision 0077), each with a link to the other shop or claim. */
export function ClaimDuplicateFlags({ claim }: { claim: AdminClaimDetail }) {
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  return (
    <section className="admin-card claim-flags" aria-label={d.flagsHeading}>
      <h2>{d.flagsHeading}</h2>
      {claim.approvedAs && (
        <p className="admin-claim__notice">
          {d.approvedAsListedNote}:{' '}
          <Link to={PATHS.adminClaim(claim.approvedAs.claimId)}>{claim.approvedAs.shopName}</Link>
        </p>
      )}
      {claim.mergedFromClaimId && (
        <p className="admin-claim__notice">
          {d.mergedFrom} <Link to={PATHS.adminClaim(claim.mergedFromClaimId)}>{d.openClaim}</Link>
        </p>
      )}
      {claim.duplicateFlags.length === 0 ? (
        <p className="admin-empty">{d.noFlags}</p>
      ) : (
        <ul className="claim-flags__list">
          {claim.duplicateFlags.map((flag, index) => (
            <FlagLine key={index} flag={flag} />
          ))}
        </ul>
      )}
    </section>
  );
}
