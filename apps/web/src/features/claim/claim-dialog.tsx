import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '../kyc/use-modal.ts';

export interface ClaimDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons, last one primary; `initialFocus` picks the one focused first. */
  actions: ReactNode;
  /** Escape does what Cancel does. */
  onEscape: () => void;
  initialFocus?: () => HTMLElement | null | undefined;
}

/** A small modal of the store-front step ('Are you sure', 'Claim Submitted'): a bottom sheet on phones. */
export function ClaimDialog(props: ClaimDialogProps) {
  return createPortal(<ClaimDialogContent {...props} />, document.body);
}

function ClaimDialogContent({ title, children, actions, onEscape, initialFocus }: ClaimDialogProps) {
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal(dialogRef, onEscape, initialFocus ?? (() => null), 'claim-dialog-open');
  return (
    <div className="claim-dialog__backdrop">
      <div
        ref={dialogRef}
        className="claim-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-body`}
        tabIndex={-1}
      >
        <h2 className="claim-dialog__title" id={`${ids}-title`}>
          {title}
        </h2>
        <div className="claim-dialog__body" id={`${ids}-body`}>
          {children}
        </div>
        <div className="claim-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
