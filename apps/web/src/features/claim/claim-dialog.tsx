import { useId, type ReactNode } from 'react';
import { Modal } from '../../components/modal.tsx';

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
export function ClaimDialog({ title, children, actions, onEscape, initialFocus }: ClaimDialogProps) {
  const ids = useId();
  return (
    <Modal
      backdropClassName="claim-dialog__backdrop"
      className="claim-dialog"
      labelledBy={`${ids}-title`}
      describedBy={`${ids}-body`}
      bodyClass="claim-dialog-open"
      onEscape={onEscape}
      initialFocus={initialFocus}
    >
      <h2 className="claim-dialog__title" id={`${ids}-title`}>
        {title}
      </h2>
      <div className="claim-dialog__body" id={`${ids}-body`}>
        {children}
      </div>
      <div className="claim-dialog__actions">{actions}</div>
    </Modal>
  );
}
