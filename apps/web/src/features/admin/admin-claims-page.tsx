import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminClaimListItem } from '@local-shops/shared/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';
import { ageLabel, formatDateTime } from './admin-api.ts';
import { StatusFilter } from './status-filter.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

const FILTERS = [
  ['pending_review', 'pending'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['all', 'all'],
] as const;

/** A claim's status in the console's words. */
export function statusLabel(t: typeof CONSOLE_TEXT, status: string): string {
  return status === 'pending_review' ? t.pending : status === 'approved' ? t.approved : status === 'rejected' ? t.rejected : status;
}

/** The claims queue: pending first, oldest first, each against the review target. */
export function AdminClaimsPage() {
  const t = useTexts(CONSOLE_TEXT);
  useDocumentTitle(t.claimsTitle);
  const [status, setStatus] = useState<string>('pending_review');
  const list = useAdminList<AdminClaimListItem>(`${ADMIN_API_PATHS.claims}?status=${status}`);
  const { items, error } = list;

  return (
    <section>
      <h1>{t.navClaims}</h1>
      <StatusFilter options={FILTERS.map(([value, key]) => [value, t[key]] as const)} value={status} onChange={setStatus} />
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{t.noClaims}</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.shop}</th>
              <th scope="col">{t.owner}</th>
              <th scope="col">{t.submitted}</th>
              <th scope="col">{t.age}</th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((claim) => (
              <tr key={claim.id}>
                <td data-label={t.shop}>
                  <Link to={PATHS.adminClaim(claim.id)}>{claim.shopName}</Link>
                  <span className="admin-sub">{claim.kind === 'new_listing' ? t.newListing : t.existingListing}</span>
                </td>
                <td data-label={t.owner}>
                  {claim.ownerName ?? '—'}
                  <span className="admin-sub">{claim.mobileNumber}</span>
                </td>
                <td data-label={t.submitted}>{formatDateTime(claim.createdAt)}</td>
                <td data-label={t.age} className={claim.overdue ? 'admin-overdue' : undefined}>
                  {ageLabel(claim.ageHours, claim.targetHours, t)}
                  {claim.overdue && <span className="admin-tag admin-tag--danger">{t.overdue}</span>}
                </td>
                <td data-label={t.status}>
                  <span className={`admin-tag admin-tag--${claim.status}`}>{statusLabel(t, claim.status)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={list} noun={t.claims} />
    </section>
  );
}
