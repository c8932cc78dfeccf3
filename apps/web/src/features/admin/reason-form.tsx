import { useId, useState, type FormEvent } from 'react';
import { useAdminAction } from './admin-action.ts';

/** One button of a reason form: what it says (and while it runs), and what it does with the trimmed reason. */
export interface ReasonAction {
  label: string;
  busyLabel?: string;
  /** A plain button rather than the primary one. */
  plain?: boolean;
  run: (reason: string) => Promise<void>;
}

interface ReasonFormProps {
  /** The reason field's label. */
  label: string;
  /** The refusing action (reject, remove, refund, take down): it needs a reason of 3 characters or more. */
  refuse: ReasonAction;
  /** The accepting action (approve, publish), offered first: the reason is optional for it. */
  accept?: ReasonAction;
  /** Called once an action succeeded, to reload the queue. */
  onDone: () => void;
  /** Starts as one button with this label; the form opens on it and can be cancelled. */
  opener?: { label: string; cancelLabel: string };
  heading?: string;
  /** A text area of this many rows instead of a one-line field. */
  rows?: number;
  maxLength?: number;
  className?: string;
  actionsClassName?: string;
}

const MIN_REASON = 3;

/**
 * The console's decision form: a reason (which the owner or shopper is told, and the audit log
 * keeps) with the action that needs it, and optionally the one that does not.
 */
export function ReasonForm(props: ReasonFormProps) {
  const {
    label,
    refuse,
    accept,
    onDone,
    opener,
    heading,
    rows,
    maxLength = 500,
    className,
    actionsClassName = 'admin-actions',
  } = props;
  const id = useId();
  const [open, setOpen] = useState(!opener);
  const [reason, setReason] = useState('');
  const { busy, error, run } = useAdminAction<'accept' | 'refuse'>();

  function act(key: 'accept' | 'refuse', action: ReasonAction, event?: FormEvent) {
    event?.preventDefault();
    void run(key, async () => {
      await action.run(reason.trim());
      if (opener) setOpen(false);
      onDone();
    });
  }

  if (opener && !open) {
    return (
      <button type="button" className="button admin-button--danger" onClick={() => setOpen(true)}>
        {opener.label}
      </button>
    );
  }
  const field = {
    id: `${id}-reason`,
    maxLength,
    value: reason,
    onChange: (event: { target: { value: string } }) => setReason(event.target.value),
  };
  const acceptClass = accept?.plain ? 'button' : 'button button--primary';
  return (
    <form className={className} onSubmit={(e) => act('refuse', refuse, e)}>
      {heading && <h2>{heading}</h2>}
      <label htmlFor={field.id}>{label}</label>
      {rows ? <textarea rows={rows} {...field} /> : <input {...field} />}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className={actionsClassName}>
        {accept && (
          <button type="button" className={acceptClass} disabled={busy !== null} onClick={() => act('accept', accept)}>
            {busy === 'accept' && accept.busyLabel ? accept.busyLabel : accept.label}
          </button>
        )}
        <button
          type="submit"
          className="button admin-button--danger"
          disabled={busy !== null || reason.trim().length < MIN_REASON}
        >
          {busy === 'refuse' && refuse.busyLabel ? refuse.busyLabel : refuse.label}
        </button>
        {opener && (
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {opener.cancelLabel}
          </button>
        )}
      </div>
    </form>
  );
}
