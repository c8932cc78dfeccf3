import { LABELS } from '@local-shops/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';

const REQUIREMENTS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Name and category match',
    text: 'The shop name and category you enter must match your shop\'s name board and what it sells.',
    icon: <path d="M4 7h16M4 12h10M4 17h7M16 16l2 2 4-4" />,
  },
  {
    title: 'Location matches',
    text: 'You take the store-front photo at the shop: the location recorded with it must be the shop\'s.',
    icon: <path d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    title: 'You are authorised',
    text: 'You must be the owner of the business or authorised to represent it.',
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
];

/**
 * The steps the claim really takes, in its order. SPEC.md's tips about a video recording are
 * left out: the flow never asks for a video (issue 10, decision 0035).
 */
const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Shop details',
    text: 'Shop name, a short intro, state, city, pin code, address, shop type and sub-categories, and the owner\'s name and email.',
  },
  { title: 'Mobile number OTP', text: 'We send a 6-digit OTP to the owner\'s mobile number. Keep the phone with that number at hand.' },
  { title: 'Cancelled cheque or passbook photo', text: 'A clear photo of a cancelled cheque, or of the first page of your bank passbook.' },
  {
    title: 'Store-front photo, taken at your shop',
    text: 'Stand outside your shop and take a photo of its front with the name board in view. We record your location with it, so allow the camera and location when your phone asks.',
  },
  { title: 'Premium (optional)', text: 'After you submit, you may choose Premium for top placement in search and a Verified badge, or skip it.' },
];

/** 'Claim Shop - Instructions' (SPEC.md section 2): what a claim needs before the details form. */
export function InstructionsPage() {
  const navigate = useNavigate();
  useDocumentTitle(LABELS.instructionsTitle);
  return (
    <div className="page instructions">
      <h1>{LABELS.instructionsTitle}</h1>
      <p className="lead">Before you start, make sure your shop meets these three requirements. It helps us verify your shop quickly.</p>

      <h2>Requirements</h2>
      <ul className="card-grid card-grid--3">
        {REQUIREMENTS.map((requirement) => (
          <li key={requirement.title} className="card requirement-card">
            <span className="requirement-card__icon" aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                focusable="false"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {requirement.icon}
              </svg>
            </span>
            <div>
              <h3>{requirement.title}</h3>
              <p>{requirement.text}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>What you will do</h2>
      <p>It takes about 2 minutes when you are at your shop with your phone and the cheque or passbook photo.</p>
      <ol className="tips">
        {STEPS.map((step) => (
          <li key={step.title}>
            <span>
              <strong>{step.title}:</strong> {step.text}
            </span>
          </li>
        ))}
      </ol>

      <div className="button-row">
        {/* SPEC.md: Save is shown in the default style; it has nothing to save on this screen. */}
        <button type="button" className="button">
          {LABELS.save}
        </button>
        <button type="button" className="button" onClick={() => void navigate(PATHS.home)}>
          {LABELS.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.addShop)}>
          {LABELS.next}
        </button>
      </div>
    </div>
  );
}
