import { LABELS } from '@local-shops/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';

const REQUIREMENTS: readonly { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Name and category match',
    text: 'Your business name and category must match your Business Profile exactly.',
    icon: <path d="M4 7h16M4 12h10M4 17h7M16 16l2 2 4-4" />,
  },
  {
    title: 'Location matches',
    text: 'The shop location must be inside the service area shown on your Business Profile.',
    icon: <path d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    title: 'You are authorised',
    text: 'You must be the owner of the business or authorised to represent it.',
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
];

const TIPS = [
  'Capture all 3 requirements in 1 continuous recording, without stopping or cutting.',
  'Most successful videos are 1-2 minutes long. Videos longer than 5 minutes will not be accepted.',
  'Start outside, showing the shop board and the street, then go inside.',
] as const;

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

      <h2>Tips for a successful verification</h2>
      <ol className="tips">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
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
