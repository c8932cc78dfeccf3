import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminClaimListItem, type AdminList } from '@local-shops/shared/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';
import { ageLabel, formatDateTime } from './admin-api.ts';
import { StatusFilter } from './status-filter.tsx';
import { useAdminData } from './use-admin-data.ts';

const FILTERS = [
  ['pending_review', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
  ['all', 'All'],
] as const;

export const STATUS_LABEL: Record<string, string> = { pending_review: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The claims queue: pending first, oldest first, each against the review target. */
export function AdminClaimsPage() {
  useDocumentTitle('Claims queue');
  const [status, setStatus] = useState<string>('pending_review');
  const { data, error } = useAdminData<AdminList<AdminClaimListItem>>(`${ADMIN_API_PATHS.claims}?status=${status}`);

  return (
    <section>
      <h1>Claims</h1>
      <StatusFilter options={FILTERS} value={status} onChange={setStatus} />
      {error && <p className="admin-error">{error.message}</p>}
      {data && data.items.length === 0 && <p className="admin-empty">No claims here.</p>}
      {data && data.items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Owner</th>
              <th scope="col">Submitted</th>
              <th scope="col">Age</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((claim) => (
              <tr key={claim.id}>
                <td data-label="Shop">
                  <Link to={PATHS.adminClaim(claim.id)}>{claim.shopName}</Link>
                  <span className="admin-sub">{claim.kind === 'new_listing' ? 'New listing' : 'Existing listing'}</span>
                </td>
                <td data-label="Owner">
                  {claim.ownerName ?? '—'}
                  <span className="admin-sub">{claim.mobileNumber}</span>
                </td>
                <td data-label="Submitted">{formatDateTime(claim.createdAt)}</td>
                <td data-label="Age" className={claim.overdue ? 'admin-overdue' : undefined}>
                  {ageLabel(claim.ageHours, claim.targetHours)}
                  {claim.overdue && <span className="admin-tag admin-tag--danger">Overdue</span>}
                </td>
                <td data-label="Status">
                  <span className={`admin-tag admin-tag--${claim.status}`}>{STATUS_LABEL[claim.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
