import { useState } from 'react';
import { Link } from 'react-router';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { CONSOLE_DUPLICATE_TEXT } from '@local-shops/shared/locales/en/duplicates';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { ageLabel, consoleReads, formatDateTime, type ClaimQueueOrder, type ListStatus } from './admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { ClaimQueueControls, FlagTags } from './claim-queue-controls.tsx';
import { StatusFilter } from './status-filter.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const FILTERS = [
  ['pending_review', 'pending'],
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['all', 'all'],
] as const;

/** A claim's status in the console's words. */
export function statusLabel(t: typeof CONSOLE_TEXT, status: string): string {
  return status === 'pending_review'
    ? t.pending
    : status === 'approved'
      ? t.approved
      : status === 'rejected'
        ? t.rejected
        : status;
}

/** The claims queue: pending first, oldest first, each against the review target. */
export function AdminClaimsPage() {
  const t = useTexts(CONSOLE_TEXT);
  useDocumentTitle(t.claimsTitle);
  const [status, setStatus] = useState<ListStatus<'claims'>>('pending_review');
  const [order, setOrder] = useState<ClaimQueueOrder>({});
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  const list = useAdminList(consoleReads.claims(status, order));
  const { items, error } = list;

  return (
    <section>
      <h1>{t.navClaims}</h1>
      <StatusFilter
        options={FILTERS.map(([value, key]) => [value, t[key]] as const)}
        value={status}
        onChange={setStatus}
      />
      <ClaimQueueControls order={order} onChange={setOrder} />
      <AdminTable
        items={items}
        error={error}
        empty={t.noClaims}
        rowKey={(claim) => claim.id}
        columns={[
          {
            label: t.shop,
            cell: (claim) => (
              <>
                <Link to={PATHS.adminClaim(claim.id)}>{claim.shopName}</Link>
                <span className="admin-sub">{claim.kind === 'new_listing' ? t.newListing : t.existingListing}</span>
                {claim.ownershipChallenge && (
                  <span className="admin-tag admin-tag--danger">{t.ownershipChallenge}</span>
                )}
              </>
            ),
          },
          { label: d.flagsColumn, cell: (claim) => <FlagTags flags={claim.flags} /> },
          {
            label: t.owner,
            cell: (claim) => (
              <>
                {claim.ownerName ?? '—'}
                <span className="admin-sub">{claim.mobileNumber}</span>
              </>
            ),
          },
          { label: t.submitted, cell: (claim) => formatDateTime(claim.createdAt) },
          {
            label: t.age,
            cellClassName: (claim) => (claim.overdue ? 'admin-overdue' : undefined),
            cell: (claim) => (
              <>
                {ageLabel(claim.ageHours, claim.targetHours, t)}
                {claim.overdue && <span className="admin-tag admin-tag--danger">{t.overdue}</span>}
              </>
            ),
          },
          {
            label: t.status,
            cell: (claim) => (
              <span className={`admin-tag admin-tag--${claim.status}`}>{statusLabel(t, claim.status)}</span>
            ),
          },
        ]}
      />
      <ListFooter list={list} noun={t.claims} />
    </section>
  );
}
