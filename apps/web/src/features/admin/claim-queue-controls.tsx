import { useId } from 'react';
import { CLAIM_FLAG_FILTERS, CLAIM_QUEUE_SORTS, type DuplicateFlagKind } from '@local-shops/shared';
import { CONSOLE_DUPLICATE_TEXT } from '@local-shops/shared/locales/en/duplicates';
import { useTexts } from '../../lib/i18n.ts';
import type { ClaimQueueOrder } from './admin-api.ts';
import { flagLabel } from './claim-duplicate-flags.tsx';
import './claim-review.css';

/**
 * The claims queue's flag filter and order (decision 0077): longest waiting first, against the
 * 48-hour promise, or newest first.
 */
export function ClaimQueueControls({
  order,
  onChange,
}: {
  order: ClaimQueueOrder;
  onChange: (order: ClaimQueueOrder) => void;
}) {
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  const id = useId();
  return (
    <div className="claim-queue__controls">
      <label htmlFor={`${id}-flag`}>
        {d.flagFilter}
        <select
          id={`${id}-flag`}
          value={order.flag ?? ''}
          onChange={(event) => {
            const flag = CLAIM_FLAG_FILTERS.find((value) => value === event.target.value);
            onChange({ ...order, flag });
          }}
        >
          <option value="">{d.noFilter}</option>
          {CLAIM_FLAG_FILTERS.map((flag) => (
            <option key={flag} value={flag}>
              {flag === 'any' ? d.anyFlag : flagLabel(d, flag)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-sort`}>
        {d.sortLabel}
        <select
          id={`${id}-sort`}
          value={order.sort ?? 'waiting'}
          onChange={(event) => {
            const sort = CLAIM_QUEUE_SORTS.find((value) => value === event.target.value);
            onChange({ ...order, sort: sort === 'waiting' ? undefined : sort });
          }}
        >
          {CLAIM_QUEUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sort === 'waiting' ? d.sortWaiting : d.sortNewest}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A queue row's flags as tags. */
export function FlagTags({ flags }: { flags: DuplicateFlagKind[] }) {
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  if (flags.length === 0) return <>—</>;
  return (
    <>
      {flags.map((flag) => (
        <span key={flag} className="admin-tag admin-tag--danger">
          {flagLabel(d, flag)}
        </span>
      ))}
    </>
  );
}
