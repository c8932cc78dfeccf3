import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { INSTRUCTIONS_TEXTS, LABELS } from '@local-shops/shared';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';

type Texts = typeof INSTRUCTIONS_TEXTS;

const REQUIREMENTS: readonly { title: keyof Texts; text: keyof Texts; icon: ReactNode }[] = [
  {
    title: 'nameMatchTitle',
    text: 'nameMatchText',
    icon: <path d="M4 7h16M4 12h10M4 17h7M16 16l2 2 4-4" />,
  },
  {
    title: 'locationMatchTitle',
    text: 'locationMatchText',
    icon: <path d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />,
  },
  {
    title: 'authorisedTitle',
    text: 'authorisedText',
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
  },
];

/**
 * The steps the claim really takes, in its order. SPEC.md's tips about a video recording are
 * left out: the flow never asks for a video (issue 10, decision 0035).
 */
const STEPS: readonly { title: keyof Texts; text: keyof Texts }[] = [
  { title: 'stepDetailsTitle', text: 'stepDetailsText' },
  { title: 'stepOtpTitle', text: 'stepOtpText' },
  { title: 'stepChequeTitle', text: 'stepChequeText' },
  { title: 'stepStoreFrontTitle', text: 'stepStoreFrontText' },
  { title: 'stepPremiumTitle', text: 'stepPremiumText' },
];

/** 'Claim Shop - Instructions' (SPEC.md section 2): what a claim needs before the details form. */
export function InstructionsPage() {
  const navigate = useNavigate();
  const labels = useTexts(LABELS);
  const texts = useTexts(INSTRUCTIONS_TEXTS);
  useDocumentTitle(labels.instructionsTitle);
  return (
    <div className="page instructions">
      <h1>{labels.instructionsTitle}</h1>
      <p className="lead">{texts.lead}</p>

      <h2>{texts.requirements}</h2>
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
              <h3>{texts[requirement.title]}</h3>
              <p>{texts[requirement.text]}</p>
            </div>
          </li>
        ))}
      </ul>

      <h2>{texts.whatYouWillDo}</h2>
      <p>{texts.duration}</p>
      <ol className="tips">
        {STEPS.map((step) => (
          <li key={step.title}>
            <span>
              <strong>{texts[step.title]}:</strong> {texts[step.text]}
            </span>
          </li>
        ))}
      </ol>

      <div className="button-row">
        {/* SPEC.md: Save is shown in the default style; it has nothing to save on this screen. */}
        <button type="button" className="button">
          {labels.save}
        </button>
        <button type="button" className="button" onClick={() => void navigate(PATHS.home)}>
          {labels.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={() => void navigate(PATHS.addShop)}>
          {labels.next}
        </button>
      </div>
    </div>
  );
}
