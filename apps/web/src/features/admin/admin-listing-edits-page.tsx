import type { AdminListingEdit, ReviewedFields } from '@local-shops/shared/listing';
import { CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, consoleReads, formatDateTime } from './admin-api.ts';
import { AdminQueueState } from './admin-table.tsx';
import { ReasonForm } from './reason-form.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const FIELDS = [
  { key: 'name', label: 'name' },
  { key: 'lat', label: 'latitude' },
  { key: 'long', label: 'longitude' },
  { key: 'categories', label: 'categories' },
] as const satisfies ReadonlyArray<{ key: keyof ReviewedFields; label: 'name' | keyof typeof CONSOLE_QUEUES_TEXT }>;

function show(fields: ReviewedFields, key: keyof ReviewedFields): string {
  const value = fields[key];
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) return value.map((c) => c.label).join(', ') || '—';
  return String(value);
}

/** Before and after of each field the edit changes. */
function BeforeAfter({ edit }: { edit: AdminListingEdit }) {
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  const changed = FIELDS.filter(({ key }) => key in edit.after);
  return (
    <table className="admin-table admin-before-after">
      <thead>
        <tr>
          <th scope="col">{q.field}</th>
          <th scope="col">{q.before}</th>
          <th scope="col">{q.after}</th>
        </tr>
      </thead>
      <tbody>
        {changed.map(({ key, label }) => (
          <tr key={key}>
            <th scope="row">{label === 'name' ? t.name : q[label]}</th>
            <td data-label={q.before}>
              <del>{show(edit.before, key)}</del>
            </td>
            <td data-label={q.after}>
              <ins>{show(edit.after, key)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Decide({ edit, onDone }: { edit: AdminListingEdit; onDone: () => void }) {
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  const decide = (decision: 'approve' | 'reject') => async (reason: string) => {
    await adminApi.decideListingEdit(edit.id, decision, reason);
    toast.success(decision === 'approve' ? q.editApproved : q.editRejected);
  };
  return (
    <ReasonForm
      className="admin-decide"
      label={q.editReasonLabel}
      accept={{ label: q.approveEdit, run: decide('approve') }}
      refuse={{ label: q.rejectEdit, run: decide('reject') }}
      onDone={onDone}
    />
  );
}

/** Changes of name, position and categories that owners sent back to review (issue 10). */
export function AdminListingEditsPage() {
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  useDocumentTitle(q.listingEdits);
  const list = useAdminList(consoleReads.listingEdits());
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{q.listingEdits}</h1>
      <AdminQueueState items={items} error={error} empty={q.noListingEdits} />
      {items?.map((edit) => (
        <article key={edit.id} className="admin-card" aria-label={q.editOf(edit.shopName)}>
          <h2>{edit.shopName}</h2>
          <p className="admin-sub">
            {edit.mobileNumber} · {q.sentAt(formatDateTime(edit.submittedAt))} ·{' '}
            <span className="admin-tag">
              {edit.status === 'pending_review'
                ? q.pendingReview
                : edit.status === 'approved'
                  ? t.approved
                  : t.rejected}
            </span>
            {edit.reason ? ` · ${edit.reason}` : ''}
          </p>
          <BeforeAfter edit={edit} />
          {edit.status === 'pending_review' && <Decide edit={edit} onDone={reload} />}
        </article>
      ))}
      <ListFooter list={list} noun={q.listingEditsNoun} />
    </section>
  );
}
