import { LABELS, SUPPORT_EMAIL } from '@local-shops/shared';
import { Link } from 'react-router';
import { PATHS } from '../../app/paths.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';

/** Placeholder until the call-back form (SPEC.md 'Registration enquiry') is built. */
export function RegistrationEnquiryPage() {
  useDocumentTitle(LABELS.enquiryTitle);
  return (
    <div className="page">
      <h1>{LABELS.enquiryTitle}</h1>
      <p className="lead">{LABELS.enquiryCallbackNote}</p>
      <p className="placeholder-note">
        The call-back form is not ready yet. Until it is, write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
        with your shop name, your name and your contact number.
      </p>
      <div className="button-row">
        <Link className="button button--primary" to={PATHS.home}>
          Back to home page
        </Link>
      </div>
    </div>
  );
}
