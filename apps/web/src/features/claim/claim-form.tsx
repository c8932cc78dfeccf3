import { type ClaimShopDraft, type RegistrationIssue } from '@local-shops/shared';
import { useId, useState, type ReactNode } from 'react';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * The state of the 'Add details' form: the working draft lives in the store (nothing typed is
 * lost between the claim steps); the form only adds the one issue shown at a time. Editing the
 * field at fault clears it.
 */
export function useClaimForm() {
  const draft = useAppStore((s) => s.claimShop);
  const setClaimField = useAppStore((s) => s.setClaimField);
  const mergeClaim = useAppStore((s) => s.mergeClaim);
  const formId = useId();
  const [issue, setIssue] = useState<RegistrationIssue | null>(null);
  const fieldId = (field: keyof ClaimShopDraft) => `${formId}-${field}`;

  const set = <K extends keyof ClaimShopDraft>(field: K, value: ClaimShopDraft[K]) => {
    setClaimField(field, value);
    if (issue?.field === field) setIssue(null);
  };
  const merge = (fields: Partial<ClaimShopDraft>) => {
    mergeClaim(fields);
    if (issue && issue.field in fields) setIssue(null);
  };
  const showIssue = (found: RegistrationIssue) => {
    setIssue(found);
    toast.error(found.message);
    document.getElementById(fieldId(found.field))?.focus();
  };
  /** aria-describedby of a field: its hint, then its error when it has one. */
  const describedBy = (field: keyof ClaimShopDraft, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : '', issue?.field === field ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: keyof ClaimShopDraft) => issue?.field === field || undefined;

  return { draft, formId, fieldId, issue, setIssue, set, merge, showIssue, describedBy, invalid };
}

export type ClaimForm = ReturnType<typeof useClaimForm>;

interface ClaimFieldProps {
  form: ClaimForm;
  name: keyof ClaimShopDraft;
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  /** False when the control names itself (a group with its own label). */
  labelled?: boolean;
}

/** One field of the form: label, control, hint and the field's error when it is the one at fault. */
export function ClaimField({ form, name, label, children, hint, labelled = true }: ClaimFieldProps) {
  const { fieldId, issue, invalid } = form;
  return (
    <div className="claim-field" data-invalid={invalid(name)}>
      {labelled ? (
        <label className="claim-field__label" htmlFor={fieldId(name)}>
          {label}
        </label>
      ) : null}
      {children}
      {hint ? (
        <p className="claim-field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      ) : null}
      {issue?.field === name ? (
        <p className="claim-field__error" id={`${fieldId(name)}-error`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 3l10 18H2zM12 10v5M12 18v.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {issue.message}
        </p>
      ) : null}
    </div>
  );
}
