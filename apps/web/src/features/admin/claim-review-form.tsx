import { useId, useState, type FormEvent } from 'react';
import { REVIEW_CHECKS, type ReviewCheck } from '@local-shops/shared';
import type { AdminClaimDetail } from '@local-shops/shared/admin';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { CONSOLE_DUPLICATE_TEXT } from '@local-shops/shared/locales/en/duplicates';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { useAdminAction } from './admin-action.ts';
import { adminApi } from './admin-api.ts';
import './claim-review.css';

const MIN_REASON = 3;
const NONE_TICKED: Record<ReviewCheck, boolean> = { nameBoard: false, location: false, chequeName: false };

/** The listed shops a new-listing claim may be approved as: its similar-name flags' shops in the directory. */
export function listedShopsOf(claim: AdminClaimDetail) {
  if (claim.kind !== 'new_listing') return [];
  const shops = claim.duplicateFlags
    .filter((flag) => flag.kind === 'name' && flag.shop.listed && !flag.shop.isClaimed)
    .map((flag) => flag.shop);
  return shops.filter((shop, index) => shops.findIndex((s) => s.id === shop.id) === index);
}

/**
 * The decision on a claim (decision 0077): the reviewer ticks the three checks (the name board,
 * the location, the name on the cheque) before Approve, or before "Approve as the listed shop"
 * for a duplicate of a listed shop; Reject needs a reason, which the owner is told.
 */
export function ClaimReviewForm({ claim, onReviewed }: { claim: AdminClaimDetail; onReviewed: () => void }) {
  const t = useTexts(CONSOLE_TEXT);
  const d = useTexts(CONSOLE_DUPLICATE_TEXT);
  const id = useId();
  const [reason, setReason] = useState('');
  const [ticks, setTicks] = useState(NONE_TICKED);
  const { busy, error, run } = useAdminAction<string>();
  const allTicked = REVIEW_CHECKS.every((check) => ticks[check]);
  const listed = listedShopsOf(claim);
  const labels: Record<ReviewCheck, string> = {
    nameBoard: d.checkNameBoard,
    location: d.checkLocation,
    chequeName: d.checkChequeName,
  };

  const act = (key: string, action: () => Promise<unknown>, done: string) =>
    void run(key, async () => {
      await action();
      toast.success(done);
      onReviewed();
    });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    act('reject', () => adminApi.reject(claim.id, reason.trim()), t.claimRejected);
  };

  return (
    <form className="admin-card admin-review claim-review" onSubmit={reject}>
      <h2>{t.decision}</h2>
      <fieldset className="claim-review__checks">
        <legend>{d.checklistHeading}</legend>
        {REVIEW_CHECKS.map((check) => (
          <label key={check} className="claim-review__check">
            <input
              type="checkbox"
              checked={ticks[check]}
              onChange={(event) => setTicks((current) => ({ ...current, [check]: event.target.checked }))}
            />
            <span>{labels[check]}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reason`}>{t.reasonLabel}</label>
      <textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-review__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={busy !== null || !allTicked}
          onClick={() => act('approve', () => adminApi.approve(claim.id, reason.trim(), ticks), t.claimApproved)}
        >
          {busy === 'approve' ? t.approving : t.approve}
        </button>
        {listed.map((shop) => (
          <button
            key={shop.id}
            type="button"
            className="button"
            disabled={busy !== null || !allTicked}
            onClick={() =>
              act(
                `listed-${shop.id}`,
                () => adminApi.approveAsListed(claim.id, shop.id, reason.trim(), ticks),
                d.approvedAsListed,
              )
            }
          >
            {busy === `listed-${shop.id}` ? t.approving : d.approveAsListedOf(shop.name)}
          </button>
        ))}
        <button
          type="submit"
          className="button admin-button--danger"
          disabled={busy !== null || reason.trim().length < MIN_REASON}
        >
          {busy === 'reject' ? t.rejecting : t.reject}
        </button>
      </div>
    </form>
  );
}
