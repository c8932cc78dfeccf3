import { useId, useRef, useState, type ReactNode } from 'react';
import {
  claimShopDraftSchema,
  type ClaimShopDraft,
  type RegistrationField,
  type RegistrationIssue,
} from '@local-shops/shared';
import { useLocalizeMessage } from '../../lib/localize-message.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';

/**
 * Every failing registration check, one per field, in SPEC.md's order: the first is the one the
 * toast names, the others are marked inline at the same time so the owner fixes them in one pass.
 */
export function registrationIssues(draft: ClaimShopDraft): RegistrationIssue[] {
  const result = claimShopDraftSchema.safeParse(draft);
  if (result.success) return [];
  const seen = new Set<RegistrationField>();
  const issues: RegistrationIssue[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField;
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  return issues;
}

type Issues = Partial<Record<RegistrationField, string>>;

/**
 * The state of the 'Add details' form: the working draft lives in the store (nothing typed is
 * lost between the claim steps); the form only adds the issues marked inline. Editing a field
 * clears its issue.
 */
export function useClaimForm() {
  const draft = useAppStore((s) => s.claimShop);
  const setClaimField = useAppStore((s) => s.setClaimField);
  const mergeClaim = useAppStore((s) => s.mergeClaim);
  const formId = useId();
  // Issues are kept as the schemas give them (English) and shown in the chosen language.
  const localize = useLocalizeMessage();
  const [issues, setIssues] = useState<Issues>({});
  // The toast naming an issue goes once that issue is fixed (issue 27: 'provide the cheque' stayed
  // over the OTP dialog after the cheque was added).
  const issueToast = useRef<{ field: RegistrationField; id: number } | null>(null);
  const fieldId = (field: keyof ClaimShopDraft) => `${formId}-${field}`;

  const toastIssue = (found: RegistrationIssue) => {
    issueToast.current = { field: found.field, id: toast.error(localize(found.message)) };
  };
  const dismissIssueToast = (fields?: RegistrationField[]) => {
    const shown = issueToast.current;
    if (!shown || (fields && !fields.includes(shown.field))) return;
    toast.dismiss(shown.id);
    issueToast.current = null;
  };
  const clear = (fields: RegistrationField[]) => {
    dismissIssueToast(fields);
    setIssues((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  };
  const set = <K extends keyof ClaimShopDraft>(field: K, value: ClaimShopDraft[K]) => {
    setClaimField(field, value);
    clear([field]);
  };
  const merge = (fields: Partial<ClaimShopDraft>) => {
    mergeClaim(fields);
    clear(Object.keys(fields) as RegistrationField[]);
  };
  /** Focuses a field and brings it to the middle of the screen, clear of the toast and the buttons. */
  const focusField = (field: RegistrationField) => {
    let element = document.getElementById(fieldId(field));
    // Sub-categories stay disabled until a category is chosen: the category control comes first.
    if (element instanceof HTMLButtonElement && element.disabled)
      element = document.getElementById(fieldId('categories'));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView?.({ block: 'center' });
  };
  /** Marks every issue inline, names the first in the toast and focuses its field. */
  const showIssues = (found: RegistrationIssue[]) => {
    const [first] = found;
    if (!first) return;
    setIssues(Object.fromEntries(found.map((issue) => [issue.field, issue.message])));
    toastIssue(first);
    focusField(first.field);
  };
  /** One issue found outside Next (a picked file that is not an image): the other marks stay. */
  const showIssue = (found: RegistrationIssue) => {
    setIssues((current) => ({ ...current, [found.field]: found.message }));
    toastIssue(found);
    focusField(found.field);
  };
  const issueOf = (field: keyof ClaimShopDraft): string | undefined => {
    const issue = issues[field];
    return issue === undefined ? undefined : localize(issue);
  };
  /** aria-describedby of a field: its hint, then its error when it has one. */
  const describedBy = (field: keyof ClaimShopDraft, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : '', issues[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: keyof ClaimShopDraft) => (issues[field] ? true : undefined);

  return {
    draft,
    formId,
    fieldId,
    issueOf,
    clearIssues: () => {
      dismissIssueToast();
      setIssues({});
    },
    set,
    merge,
    showIssue,
    showIssues,
    describedBy,
    invalid,
  };
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

/** One field of the form: label, control, hint and the field's error when it has one. */
export function ClaimField({ form, name, label, children, hint, labelled = true }: ClaimFieldProps) {
  const { fieldId, issueOf, invalid } = form;
  const message = issueOf(name);
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
      {message ? (
        <p className="claim-field__error" id={`${fieldId(name)}-error`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M12 3l10 18H2zM12 10v5M12 18v.01"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {message}
        </p>
      ) : null}
    </div>
  );
}
