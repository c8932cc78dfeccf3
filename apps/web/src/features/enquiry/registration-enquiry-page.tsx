import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ENQUIRY_LABELS, isValidIndianContactNumber, LABELS, MESSAGES } from '@local-shops/shared';
import { ENQUIRY_LIMITS } from '@local-shops/shared/enquiry';
import { IndiaPhoneInput } from '../../components/india-phone-input.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { trackEvent } from '../../lib/analytics.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import './registration-enquiry.css';

/** The server's answers that the form shows as they come; any other failure is 'Failed to Submit.'. */
const SHOWN_AS_IS = new Set([400, 409, 429]);

/** SPEC.md 'Registration enquiry': a prospective owner asks for a call back. */
export function RegistrationEnquiryPage() {
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const enquiryLabels = useTexts(ENQUIRY_LABELS);
  useDocumentTitle(labels.enquiryTitle);
  const navigate = useNavigate();
  const submittedNumbers = useAppStore((s) => s.registrationEnquiry.validMobileNumber);
  const addEnquiryNumber = useAppStore((s) => s.addEnquiryNumber);
  const [shopName, setShopName] = useState('');
  const [ownersName, setOwnersName] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [numberError, setNumberError] = useState<string | null>(null);
  const id = useId();

  const disabled = !shopName.trim() || !ownersName.trim() || !contactNumber || submitting;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (disabled) return;
    const refuse = (message: string) => {
      setNumberError(message);
      toast.error(message);
    };
    if (!isValidIndianContactNumber(contactNumber)) return refuse(messages.enquiryContactInvalid);
    if (submittedNumbers.includes(contactNumber)) return refuse(messages.enquiryDuplicate);
    setNumberError(null);
    setSubmitting(true);
    try {
      await shopperApi.askForCallBack({ shopName: shopName.trim(), ownersName: ownersName.trim(), contactNumber });
    } catch (error) {
      setSubmitting(false);
      const shown =
        error instanceof ApiRequestError && SHOWN_AS_IS.has(error.statusCode) ? error.message : messages.enquiryFailed;
      // The server already holds an open enquiry for this number: remember it here too.
      if (error instanceof ApiRequestError && error.statusCode === 409) {
        addEnquiryNumber(contactNumber);
        return refuse(shown);
      }
      toast.error(shown);
      return;
    }
    addEnquiryNumber(contactNumber);
    trackEvent('form_submission', { form: 'registration_enquiry' });
    toast.success(messages.enquirySubmitted, { forNextScreen: true });
    navigate(PATHS.thankYou, { state: { success: true } });
  }

  return (
    <div className="page enquiry">
      <h1>{labels.enquiryTitle}</h1>
      <form className="enquiry__form" onSubmit={onSubmit} noValidate>
        <div className="enquiry__field">
          <label htmlFor={`${id}-shop`}>{enquiryLabels.shopName}</label>
          <input
            id={`${id}-shop`}
            type="text"
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.shopName}
            value={shopName}
            onChange={(e) => setShopName(e.target.value)}
          />
        </div>
        <div className="enquiry__field">
          <label htmlFor={`${id}-owner`}>{enquiryLabels.ownersName}</label>
          <input
            id={`${id}-owner`}
            type="text"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.ownersName}
            value={ownersName}
            onChange={(e) => setOwnersName(e.target.value)}
          />
        </div>
        <div className="enquiry__field">
          <label htmlFor={`${id}-number`}>{enquiryLabels.contactNumber}</label>
          <IndiaPhoneInput
            id={`${id}-number`}
            value={contactNumber}
            onChange={(value) => {
              setContactNumber(value);
              setNumberError(null);
            }}
            invalid={numberError !== null}
            describedBy={numberError ? `${id}-number-error` : undefined}
          />
          {numberError && (
            <p className="enquiry__error" id={`${id}-number-error`}>
              {numberError}
            </p>
          )}
        </div>
        <p className="enquiry__note">{labels.enquiryCallbackNote}</p>
        <button type="submit" className="button button--primary button--large enquiry__submit" disabled={disabled}>
          {submitting ? enquiryLabels.submitting : labels.submit}
        </button>
      </form>
    </div>
  );
}
