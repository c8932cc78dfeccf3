import { useRef, useState, type ChangeEvent } from 'react';
import { CLAIM_TEXTS, MESSAGES } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { imageFileToDataUrl } from '../../lib/scale-image.ts';
import { ClaimField, type ClaimForm } from './claim-form.tsx';

/** An image media type; some phones give HEIC photos no type at all, so the name decides then. */
function looksLikeImage(file: File): boolean {
  return file.type.startsWith('image/') || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
}

/** The cancelled-cheque photo: picked from the device, shown back, removable. */
export function ChequeField({ form }: { form: ClaimForm }) {
  const text = useTexts(CLAIM_TEXTS);
  const { draft, formId, fieldId, set, showIssue, describedBy, invalid } = form;
  const chequeInput = useRef<HTMLInputElement>(null);
  const [readingCheque, setReadingCheque] = useState(false);
  const cheque = draft.shopOwnerCancelledChequeImage;

  const onChequeFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the owner pick the same file again after removing it.
    event.target.value = '';
    if (!file) return;
    if (!looksLikeImage(file)) {
      showIssue({ field: 'shopOwnerCancelledChequeImage', message: MESSAGES.chequeImageNotImage });
      return;
    }
    setReadingCheque(true);
    try {
      set('shopOwnerCancelledChequeImage', await imageFileToDataUrl(file));
    } catch {
      showIssue({ field: 'shopOwnerCancelledChequeImage', message: MESSAGES.chequeImageNotImage });
    } finally {
      setReadingCheque(false);
    }
  };

  const removeCheque = () => {
    set('shopOwnerCancelledChequeImage', null);
    document.getElementById(fieldId('shopOwnerCancelledChequeImage'))?.focus();
  };

  return (
    <ClaimField
      form={form}
      name="shopOwnerCancelledChequeImage"
      label={text.chequePhoto}
      hint={text.chequeHint}
      labelled={false}
    >
      <div className="claim-upload">
        <span className="claim-field__label" id={`${formId}-cheque-label`}>
          {text.chequePhoto}
        </span>
        {cheque ? <img className="claim-upload__preview" src={cheque} alt={text.chequePreview} /> : null}
        <div className="claim-upload__actions">
          <button
            id={fieldId('shopOwnerCancelledChequeImage')}
            type="button"
            className={
              cheque ? 'button claim-upload__button claim-upload__button--done' : 'button claim-upload__button'
            }
            aria-describedby={[`${formId}-cheque-label`, describedBy('shopOwnerCancelledChequeImage', true)]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={invalid('shopOwnerCancelledChequeImage')}
            aria-busy={readingCheque || undefined}
            disabled={readingCheque}
            onClick={() => chequeInput.current?.click()}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {cheque ? (
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : (
                <path
                  d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              )}
            </svg>
            {cheque ? text.imageUploaded : text.uploadImage}
          </button>
          {cheque ? (
            <button type="button" className="button claim-upload__remove" onClick={removeCheque}>
              {text.removePhoto}
            </button>
          ) : null}
        </div>
        <input
          ref={chequeInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={text.chequePhoto}
          onChange={(e) => void onChequeFile(e)}
        />
      </div>
    </ClaimField>
  );
}
