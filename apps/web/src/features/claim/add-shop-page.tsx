import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CLAIM_LIMITS, CLAIM_TEXTS, LABELS, MESSAGES, SHOP_TYPE_NAMES, SHOP_TYPES } from '@local-shops/shared';
import { IndiaPhoneInput } from '../../components/india-phone-input.tsx';
import { KycDialog } from '../../components/kyc/kyc-dialog.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { CategoryFields } from './category-fields.tsx';
import { ChequeField } from './cheque-field.tsx';
import { ClaimDraftGate } from './claim-draft-gate.tsx';
import { ClaimField, registrationIssues, useClaimForm } from './claim-form.tsx';
import { LocationFields } from './location-fields.tsx';
import { ShopSuggestions } from './shop-suggestions.tsx';
import './add-shop.css';

/**
 * SPEC.md 'Claim Shop - Add details' (/add-shop). Every field edits the working draft in the
 * store, so nothing typed is lost when the owner moves between the claim steps.
 */
export function AddShopPage() {
  return (
    <ClaimDraftGate>
      <AddShopForm />
    </ClaimDraftGate>
  );
}

function AddShopForm() {
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  const text = useTexts(CLAIM_TEXTS);
  const shopTypeNames = useTexts(SHOP_TYPE_NAMES);
  useDocumentTitle(labels.addShopTitle);
  const navigate = useNavigate();
  const saveDraft = useAppStore((s) => s.saveDraft);
  const validMobileNumber = useAppStore((s) => s.validMobileNumber);
  const form = useClaimForm();
  const { draft, formId, fieldId, set, clearIssues, showIssues, describedBy, invalid } = form;
  const headingId = `${formId}-heading`;
  const [kycOpen, setKycOpen] = useState(false);

  const onSave = () => {
    const previous = useAppStore.getState().savedShop;
    try {
      saveDraft(draft);
      toast.success(messages.dataSavedLocally);
    } catch (error) {
      console.error(error);
      // The store took the draft before localStorage refused it: put back what is really saved.
      try {
        useAppStore.setState({ savedShop: previous });
      } catch {
        // Nothing more to undo.
      }
      toast.error(text.storageFull);
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const found = registrationIssues(draft);
    if (found.length > 0) {
      showIssues(found);
      return;
    }
    clearIssues();
    if (draft.shopOwnerContactNumber === validMobileNumber) void navigate(PATHS.addStoreFrontPicture);
    else setKycOpen(true);
  };

  return (
    <div className="page claim-details">
      <h1 id={headingId}>{labels.addShopTitle}</h1>
      <p className="lead">{text.lead}</p>
      {draft.shopId ? (
        // A listed shop's claim: its values filled in, the same evidence asked (decision 0076).
        <div className="claim-listed" role="note">
          <strong>{text.claimingListed(draft.name)}</strong>
          <p>{text.claimingListedNote}</p>
        </div>
      ) : null}

      <form className="claim-form" noValidate aria-labelledby={headingId} onSubmit={onNext}>
        <div className="claim-form__columns">
          <section className="card claim-form__section" aria-labelledby={`${formId}-shop`}>
            <h2 id={`${formId}-shop`}>{text.shopSection}</h2>

            <ClaimField form={form} name="name" label={text.shopName}>
              <input
                id={fieldId('name')}
                type="text"
                autoComplete="organization"
                maxLength={CLAIM_LIMITS.name}
                value={draft.name}
                aria-invalid={invalid('name')}
                aria-describedby={describedBy('name')}
                onChange={(e) => set('name', e.target.value)}
              />
            </ClaimField>

            <ClaimField form={form} name="intro" label={text.intro} hint={text.introHint}>
              <textarea
                id={fieldId('intro')}
                rows={3}
                maxLength={CLAIM_LIMITS.intro}
                value={draft.intro}
                aria-invalid={invalid('intro')}
                aria-describedby={describedBy('intro', true)}
                onChange={(e) => set('intro', e.target.value)}
              />
            </ClaimField>

            <LocationFields form={form} />

            <ClaimField form={form} name="pin" label={text.pin}>
              <input
                id={fieldId('pin')}
                className="claim-field__pin"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[1-9][0-9]{5}"
                value={draft.pin}
                aria-invalid={invalid('pin')}
                aria-describedby={describedBy('pin')}
                // No maxLength: it would cut a pasted '560 001' to '560 00' before the space goes.
                onChange={(e) => set('pin', e.target.value.replace(/\D/g, '').slice(0, 6))}
              />
            </ClaimField>

            {/* "Is this your shop?" once the name and the place are known (decision 0077). */}
            <ShopSuggestions draft={draft} />

            <ClaimField
              form={form}
              name="address"
              label={text.address}
              hint={
                <>
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                    <path
                      d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.2A10 10 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.6 3.4M6.3 6.3A17 17 0 0 0 2.5 12S6 19 12 19a9.7 9.7 0 0 0 5.7-1.8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                  {text.addressHidden}
                </>
              }
            >
              <textarea
                id={fieldId('address')}
                rows={3}
                autoComplete="street-address"
                maxLength={CLAIM_LIMITS.address}
                value={draft.address}
                aria-invalid={invalid('address')}
                aria-describedby={describedBy('address', true)}
                onChange={(e) => set('address', e.target.value)}
              />
            </ClaimField>

            <ClaimField form={form} name="shopType" label={text.shopType}>
              <select
                id={fieldId('shopType')}
                value={draft.shopType}
                aria-invalid={invalid('shopType')}
                aria-describedby={describedBy('shopType')}
                onChange={(e) => set('shopType', e.target.value)}
              >
                <option value="">{text.chooseShopType}</option>
                {SHOP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {shopTypeNames[type]}
                  </option>
                ))}
              </select>
            </ClaimField>

            <CategoryFields form={form} />
          </section>

          <section className="card claim-form__section" aria-labelledby={`${formId}-owner`}>
            <h2 id={`${formId}-owner`}>{text.ownerSection}</h2>

            <ClaimField form={form} name="shopOwnerName" label={text.ownerName}>
              <input
                id={fieldId('shopOwnerName')}
                type="text"
                autoComplete="name"
                maxLength={CLAIM_LIMITS.shopOwnerName}
                value={draft.shopOwnerName}
                aria-invalid={invalid('shopOwnerName')}
                aria-describedby={describedBy('shopOwnerName')}
                onChange={(e) => set('shopOwnerName', e.target.value)}
              />
            </ClaimField>

            <ClaimField form={form} name="email" label={text.email}>
              <input
                id={fieldId('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={CLAIM_LIMITS.email}
                value={draft.email}
                aria-invalid={invalid('email')}
                aria-describedby={describedBy('email')}
                onChange={(e) => set('email', e.target.value)}
              />
            </ClaimField>

            <ClaimField form={form} name="referralCode" label={text.referralCode}>
              <input
                id={fieldId('referralCode')}
                type="text"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={CLAIM_LIMITS.referralCode}
                value={draft.referralCode ?? ''}
                onChange={(e) => set('referralCode', e.target.value === '' ? null : e.target.value)}
              />
            </ClaimField>

            <ClaimField
              form={form}
              name="shopOwnerContactNumber"
              label={text.contactNumber}
              hint={text.contactNumberHint}
            >
              <IndiaPhoneInput
                id={fieldId('shopOwnerContactNumber')}
                value={draft.shopOwnerContactNumber}
                invalid={invalid('shopOwnerContactNumber')}
                describedBy={describedBy('shopOwnerContactNumber', true)}
                onChange={(value) => set('shopOwnerContactNumber', value)}
              />
            </ClaimField>

            <ChequeField form={form} />
          </section>
        </div>

        <div className="button-row claim-form__actions">
          <button type="button" className="button" onClick={onSave}>
            {labels.save}
          </button>
          <button type="button" className="button" onClick={() => void navigate(PATHS.instructions)}>
            {labels.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {labels.next}
          </button>
        </div>
      </form>

      <KycDialog
        open={kycOpen}
        mobileNumber={draft.shopOwnerContactNumber}
        onClose={() => setKycOpen(false)}
        onVerified={() => void navigate(PATHS.addStoreFrontPicture)}
      />
    </div>
  );
}
