import { Link, useParams } from 'react-router';
import { PHOTO_DISTANCE_FLAG_METERS } from '@local-shops/shared';
import { type AdminClaimDetail } from '@local-shops/shared/admin';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { CONSOLE_DUPLICATE_TEXT } from '@local-shops/shared/locales/en/duplicates';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { ageLabel, consoleReads, formatDateTime } from './admin-api.ts';
import { statusLabel } from './admin-claims-page.tsx';
import { ClaimDuplicateFlags } from './claim-duplicate-flags.tsx';
import { ClaimReviewForm } from './claim-review-form.tsx';
import { useAdminData } from './use-admin-data.ts';

/** An audit entry's detail as 'reason: …' pairs (ids left out). */
function detailText(detail: string | null): string | null {
  if (!detail) return null;
  try {
    const parts = Object.entries(JSON.parse(detail) as Record<string, unknown>)
      .filter(([key, value]) => value !== null && value !== '' && !key.endsWith('Id'))
      .map(([key, value]) => `${key}: ${String(value)}`);
    return parts.length ? parts.join(', ') : null;
  } catch {
    return detail;
  }
}

function distanceText(meters: number): string {
  return meters < 1000 ? `${meters} m` : `${(meters / 1000).toFixed(1)} km`;
}

function Photo({ title, src }: { title: string; src: string | null }) {
  const t = useTexts(CONSOLE_TEXT);
  return (
    <figure className="admin-photo">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={title} loading="lazy" />
        </a>
      ) : (
        <div className="admin-photo__none">{t.noPhoto}</div>
      )}
      <figcaption>{title}</figcaption>
    </figure>
  );
}

/** An ownership challenge (decision 0076): whose shop it is now; or when this claim's ownership ended. */
function OwnershipNotes({ claim }: { claim: AdminClaimDetail }) {
  const t = useTexts(CONSOLE_TEXT);
  return (
    <>
      {claim.ownershipChallenge && claim.status === 'pending_review' && claim.challengedOwnerNumber && (
        <p className="admin-claim__notice">{t.ownershipChallengeNote(claim.challengedOwnerNumber)}</p>
      )}
      {claim.ownershipEndedAt && (
        <p className="admin-claim__notice">{t.ownershipEnded(formatDateTime(claim.ownershipEndedAt))}</p>
      )}
    </>
  );
}

/** The name and categories the claimant changed from the listing's (decision 0076). */
function ProposedEdit({ claim }: { claim: AdminClaimDetail }) {
  const t = useTexts(CONSOLE_TEXT);
  const edit = claim.proposedEdit;
  if (!edit) return null;
  const labels = (refs: { label: string }[] | undefined) => refs?.map((c) => c.label).join(', ') || '—';
  return (
    <section className="admin-card">
      <h2>{t.changesAsked}</h2>
      <dl className="admin-facts">
        {edit.after.name !== undefined && (
          <>
            <dt>{t.name}</dt>
            <dd>{t.changeFromTo(edit.before.name ?? '—', edit.after.name)}</dd>
          </>
        )}
        {edit.after.categories !== undefined && (
          <>
            <dt>{t.changedCategories}</dt>
            <dd>{t.changeFromTo(labels(edit.before.categories), labels(edit.after.categories))}</dd>
          </>
        )}
      </dl>
      {claim.status === 'pending_review' && <p className="admin-sub">{t.changesApplyOnApproval}</p>}
    </section>
  );
}

/** One claim with its evidence, and the decision. */
export function AdminClaimPage() {
  const { claimId = '' } = useParams();
  const t = useTexts(CONSOLE_TEXT);
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  const { data: claim, error, reload } = useAdminData(consoleReads.claim(claimId));
  useDocumentTitle(claim ? t.claimTitle(claim.shopName) : t.claim);

  if (error) return <p className="admin-error">{error.message}</p>;
  if (!claim) return <p>{t.loading}</p>;
  const { shop } = claim;
  return (
    <article className="admin-claim">
      <p>
        <Link to={PATHS.admin}>{t.backToClaims}</Link>
      </p>
      <h1>{claim.shopName}</h1>
      <p className="admin-claim__status">
        <span className={`admin-tag admin-tag--${claim.approvedAs ? 'approved' : claim.status}`}>
          {claim.approvedAs ? d.approvedAsListedNote : statusLabel(t, claim.status)}
        </span>{' '}
        {claim.kind === 'new_listing' ? t.newListing : t.existingListing} ·{' '}
        {t.submittedAt(formatDateTime(claim.createdAt))} ·{' '}
        <span className={claim.overdue ? 'admin-overdue' : undefined}>
          {ageLabel(claim.ageHours, claim.targetHours, t)}
        </span>
        {shop.isClaimed && <span className="admin-tag admin-tag--approved">{t.listingClaimed}</span>}
        {claim.ownershipChallenge && <span className="admin-tag admin-tag--danger">{t.ownershipChallenge}</span>}
      </p>
      <OwnershipNotes claim={claim} />

      <div className="admin-claim__grid">
        <section className="admin-card">
          <h2>{t.shop}</h2>
          <dl className="admin-facts">
            <dt>{t.name}</dt>
            <dd>
              <Link to={PATHS.shop(shop.id)} target="_blank">
                {shop.name}
              </Link>
            </dd>
            <dt>{t.intro}</dt>
            <dd>{shop.intro || '—'}</dd>
            <dt>{t.type}</dt>
            <dd>{shop.shopType ?? '—'}</dd>
            <dt>{t.town}</dt>
            <dd>{[shop.city, shop.state, shop.pin].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t.position}</dt>
            <dd>{shop.lat !== null && shop.long !== null ? `${shop.lat.toFixed(5)}, ${shop.long.toFixed(5)}` : '—'}</dd>
          </dl>
        </section>
        <section className="admin-card">
          <h2>{t.owner}</h2>
          <dl className="admin-facts">
            <dt>{t.name}</dt>
            <dd>{claim.ownerName ?? '—'}</dd>
            <dt>{t.mobile}</dt>
            <dd>
              <a href={`tel:${claim.mobileNumber}`}>{claim.mobileNumber}</a>{' '}
              {claim.mobileNumberVerified && <span className="admin-tag admin-tag--approved">{t.verifiedByOtp}</span>}
              {claim.verifiedListedPhone && (
                <span className="admin-tag admin-tag--approved">{t.verifiedByListedPhone}</span>
              )}
            </dd>
            <dt>{t.email}</dt>
            <dd>{claim.ownerEmail ?? '—'}</dd>
            <dt>{t.address}</dt>
            <dd>{claim.address}</dd>
            <dt>{t.captured}</dt>
            <dd>{claim.capturedAddress ?? '—'}</dd>
            <dt>{t.photoPosition}</dt>
            <dd>
              {claim.photoLat !== null && claim.photoLong !== null
                ? `${claim.photoLat.toFixed(5)}, ${claim.photoLong.toFixed(5)}`
                : t.noPosition}
            </dd>
            <dt>{t.photoTaken}</dt>
            <dd>
              {claim.photoDistanceMeters === null ? (
                t.noPosition
              ) : (
                <>
                  {t.fromListing(distanceText(claim.photoDistanceMeters))}{' '}
                  {claim.photoDistanceFlagged ? (
                    <span className="admin-tag admin-tag--danger">{t.overMeters(PHOTO_DISTANCE_FLAG_METERS)}</span>
                  ) : (
                    <span className="admin-tag admin-tag--approved">{t.withinMeters(PHOTO_DISTANCE_FLAG_METERS)}</span>
                  )}
                </>
              )}
            </dd>
          </dl>
        </section>
      </div>

      <section className="admin-photos">
        <Photo title={t.chequePhoto} src={claim.images.cheque} />
        <Photo title={t.storeFrontPhoto} src={claim.images.storeFront} />
      </section>

      <ProposedEdit claim={claim} />
      <ClaimDuplicateFlags claim={claim} />

      {claim.status === 'pending_review' ? (
        <ClaimReviewForm claim={claim} onReviewed={reload} />
      ) : (
        <section className="admin-card">
          <h2>{t.decision}</h2>
          <p>
            {claim.approvedAs ? d.approvedAsListedNote : statusLabel(t, claim.status)}{' '}
            {claim.reviewedAt && formatDateTime(claim.reviewedAt)}
            {claim.reviewReason && ` — ${claim.reviewReason}`}
          </p>
        </section>
      )}

      <section className="admin-card">
        <h2>{t.auditLog}</h2>
        {claim.audit.length === 0 ? (
          <p className="admin-empty">{t.nothingYet}</p>
        ) : (
          <ul className="admin-audit">
            {claim.audit.map((entry, index) => (
              <li key={index}>
                {formatDateTime(entry.createdAt)} · {entry.actor ?? t.system} · {entry.action}
                {detailText(entry.detail) && <span className="admin-sub">{detailText(entry.detail)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
