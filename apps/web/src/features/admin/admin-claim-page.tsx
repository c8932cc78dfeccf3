import { ADMIN_API_PATHS, PHOTO_DISTANCE_FLAG_METERS } from '@local-shops/shared';
import { type AdminClaimDetail } from '@local-shops/shared/admin';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, ageLabel, formatDateTime } from './admin-api.ts';
import { STATUS_LABEL } from './admin-claims-page.tsx';
import { useAdminContext } from './admin-layout.tsx';
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
  return (
    <figure className="admin-photo">
      {src ? (
        <a href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={title} loading="lazy" />
        </a>
      ) : (
        <div className="admin-photo__none">No photo</div>
      )}
      <figcaption>{title}</figcaption>
    </figure>
  );
}

function ReviewForm({ claim, onReviewed }: { claim: AdminClaimDetail; onReviewed: () => void }) {
  const { onSignedOut } = useAdminContext();
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function act(decision: 'approve' | 'reject', event?: FormEvent) {
    event?.preventDefault();
    setBusy(decision);
    setError(null);
    try {
      if (decision === 'approve') await adminApi.approve(claim.id, reason.trim());
      else await adminApi.reject(claim.id, reason.trim());
      toast.success(decision === 'approve' ? 'Claim approved. The owner will get an SMS.' : 'Claim rejected. The owner will get an SMS.');
      onReviewed();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <form className="admin-card admin-review" onSubmit={(e) => void act('reject', e)}>
      <h2>Decision</h2>
      <label htmlFor={`${id}-reason`}>Reason (sent to the owner; required to reject)</label>
      <textarea id={`${id}-reason`} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-review__buttons">
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void act('approve')}>
          {busy === 'approve' ? 'Approving...' : 'Approve'}
        </button>
        <button type="submit" className="button admin-button--danger" disabled={busy !== null || reason.trim().length < 3}>
          {busy === 'reject' ? 'Rejecting...' : 'Reject'}
        </button>
      </div>
    </form>
  );
}

/** One claim with its evidence, and the decision. */
export function AdminClaimPage() {
  const { claimId = '' } = useParams();
  const { data: claim, error, reload } = useAdminData<AdminClaimDetail>(ADMIN_API_PATHS.claim(claimId));
  useDocumentTitle(claim ? `Claim: ${claim.shopName}` : 'Claim');

  if (error) return <p className="admin-error">{error.message}</p>;
  if (!claim) return <p>Loading...</p>;
  const { shop } = claim;
  return (
    <article className="admin-claim">
      <p>
        <Link to={PATHS.admin}>← Claims</Link>
      </p>
      <h1>{claim.shopName}</h1>
      <p className="admin-claim__status">
        <span className={`admin-tag admin-tag--${claim.status}`}>{STATUS_LABEL[claim.status]}</span>{' '}
        {claim.kind === 'new_listing' ? 'New listing' : 'Existing listing'} · submitted {formatDateTime(claim.createdAt)} ·{' '}
        <span className={claim.overdue ? 'admin-overdue' : undefined}>{ageLabel(claim.ageHours, claim.targetHours)}</span>
        {shop.isClaimed && <span className="admin-tag admin-tag--approved">Listing claimed</span>}
      </p>

      <div className="admin-claim__grid">
        <section className="admin-card">
          <h2>Shop</h2>
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>
              <Link to={PATHS.shop(shop.id)} target="_blank">
                {shop.name}
              </Link>
            </dd>
            <dt>Intro</dt>
            <dd>{shop.intro || '—'}</dd>
            <dt>Type</dt>
            <dd>{shop.shopType ?? '—'}</dd>
            <dt>Town</dt>
            <dd>{[shop.city, shop.state, shop.pin].filter(Boolean).join(', ') || '—'}</dd>
            <dt>Position</dt>
            <dd>{shop.lat !== null && shop.long !== null ? `${shop.lat.toFixed(5)}, ${shop.long.toFixed(5)}` : '—'}</dd>
          </dl>
        </section>
        <section className="admin-card">
          <h2>Owner</h2>
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>{claim.ownerName ?? '—'}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${claim.mobileNumber}`}>{claim.mobileNumber}</a>{' '}
              {claim.mobileNumberVerified && <span className="admin-tag admin-tag--approved">Verified by OTP</span>}
            </dd>
            <dt>E-mail</dt>
            <dd>{claim.ownerEmail ?? '—'}</dd>
            <dt>Address</dt>
            <dd>{claim.address}</dd>
            <dt>Captured</dt>
            <dd>{claim.capturedAddress ?? '—'}</dd>
            <dt>Photo taken</dt>
            <dd>
              {claim.photoDistanceMeters === null ? (
                'No position'
              ) : (
                <>
                  {distanceText(claim.photoDistanceMeters)} from the listing{' '}
                  {claim.photoDistanceFlagged ? (
                    <span className="admin-tag admin-tag--danger">Over {PHOTO_DISTANCE_FLAG_METERS} m</span>
                  ) : (
                    <span className="admin-tag admin-tag--approved">Within {PHOTO_DISTANCE_FLAG_METERS} m</span>
                  )}
                </>
              )}
            </dd>
          </dl>
        </section>
      </div>

      <section className="admin-photos">
        <Photo title="Cancelled cheque or passbook" src={claim.images.cheque} />
        <Photo title="Store front" src={claim.images.storeFront} />
      </section>

      {claim.status === 'pending_review' ? (
        <ReviewForm claim={claim} onReviewed={reload} />
      ) : (
        <section className="admin-card">
          <h2>Decision</h2>
          <p>
            {STATUS_LABEL[claim.status]} {claim.reviewedAt && formatDateTime(claim.reviewedAt)}
            {claim.reviewReason && ` — ${claim.reviewReason}`}
          </p>
        </section>
      )}

      <section className="admin-card">
        <h2>Audit log</h2>
        {claim.audit.length === 0 ? (
          <p className="admin-empty">Nothing yet.</p>
        ) : (
          <ul className="admin-audit">
            {claim.audit.map((entry, index) => (
              <li key={index}>
                {formatDateTime(entry.createdAt)} · {entry.actor ?? 'system'} · {entry.action}
                {detailText(entry.detail) && <span className="admin-sub">{detailText(entry.detail)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
