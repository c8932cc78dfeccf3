import {
  API_PATHS,
  CLAIM_LIMITS,
  LABELS,
  MESSAGES,
  SHOP_TYPES,
  registrationIssue,
  type Category,
  type CategoryRef,
  type ClaimShopDraft,
  type IndianState,
  type RegistrationIssue,
  type SubCategoryRef,
} from '@local-shops/shared';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { imageFileToDataUrl } from '../../lib/scale-image.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { IndiaPhoneInput } from '../../components/india-phone-input.tsx';
import { KycDialog } from '../../components/kyc/kyc-dialog.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { CheckboxMultiSelect } from './checkbox-multi-select.tsx';
import { CLAIM_TEXT } from './claim-strings.ts';
import { nearestTown } from './nearest-town.ts';
import './add-shop.css';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en-IN');

/** An image media type; some phones give HEIC photos no type at all, so the name decides then. */
function looksLikeImage(file: File): boolean {
  return file.type.startsWith('image/') || (file.type === '' && /\.(heic|heif)$/i.test(file.name));
}

function subCategoriesPath(categories: readonly CategoryRef[]): string | null {
  if (categories.length === 0) return null;
  const ids = categories.map((category) => encodeURIComponent(category.id)).sort();
  return `${API_PATHS.subCategories}?categoryIds=${ids.join(',')}`;
}

/**
 * SPEC.md 'Claim Shop - Add details' (/add-shop). Every field edits the working draft in the
 * store, so nothing typed is lost when the owner moves between the claim steps.
 */
export function AddShopPage() {
  useDocumentTitle(LABELS.addShopTitle);
  const navigate = useNavigate();
  const draft = useAppStore((s) => s.claimShop);
  const setClaimField = useAppStore((s) => s.setClaimField);
  const mergeClaim = useAppStore((s) => s.mergeClaim);
  const saveDraft = useAppStore((s) => s.saveDraft);
  const validMobileNumber = useAppStore((s) => s.validMobileNumber);
  const latitude = useAppStore((s) => s.location.latitude);
  const longitude = useAppStore((s) => s.location.longitude);

  const formId = useId();
  const fieldId = (field: keyof ClaimShopDraft) => `${formId}-${field}`;
  const headingId = `${formId}-heading`;
  const chequeInput = useRef<HTMLInputElement>(null);
  const [issue, setIssue] = useState<RegistrationIssue | null>(null);
  const [kycOpen, setKycOpen] = useState(false);
  const [readingCheque, setReadingCheque] = useState(false);

  const states = useApiData<{ items: IndianState[] }>(API_PATHS.states);
  const categories = useApiData<{ items: Category[] }>(API_PATHS.categories);
  const subCategories = useApiData<{ items: SubCategoryRef[] }>(subCategoriesPath(draft.categories));

  const stateList = [...(states.data?.items ?? [])].sort(byName);
  const chosenState = stateList.find((state) => state.name === draft.state);
  const towns = [...(chosenState?.towns ?? [])].sort(byName);
  const locationKnown = latitude !== null && longitude !== null;

  const set = <K extends keyof ClaimShopDraft>(field: K, value: ClaimShopDraft[K]) => {
    setClaimField(field, value);
    if (issue?.field === field) setIssue(null);
  };
  const merge = (fields: Partial<ClaimShopDraft>) => {
    mergeClaim(fields);
    if (issue && issue.field in fields) setIssue(null);
  };

  const showIssue = (found: RegistrationIssue) => {
    setIssue(found);
    toast.error(found.message);
    document.getElementById(fieldId(found.field))?.focus();
  };

  const onCategoriesChange = (next: CategoryRef[]) => {
    const kept = new Set(next.map((category) => category.id));
    // Sub-categories of a removed category go with it.
    merge({
      categories: next.map(({ id, label }) => ({ id, label })),
      subCategories: draft.subCategories.filter((sub) => kept.has(sub.categoryId)),
    });
  };

  const fillFromLocation = () => {
    if (!states.data || latitude === null || longitude === null) return;
    const found = nearestTown(states.data.items, { lat: latitude, long: longitude });
    if (!found) {
      toast.info(CLAIM_TEXT.noTownNearby);
      return;
    }
    merge({ state: found.state.name, city: found.town.name, ...(found.town.pin ? { pin: found.town.pin } : {}) });
    toast.info(CLAIM_TEXT.filledFromLocation(found.town.name, found.state.name));
  };

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

  const onSave = () => {
    const previous = useAppStore.getState().savedShop;
    try {
      saveDraft(draft);
      toast.success(MESSAGES.dataSavedLocally);
    } catch (error) {
      console.error(error);
      // The store took the draft before localStorage refused it: put back what is really saved.
      try {
        useAppStore.setState({ savedShop: previous });
      } catch {
        // Nothing more to undo.
      }
      toast.error(CLAIM_TEXT.storageFull);
    }
  };

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const found = registrationIssue(draft);
    if (found) {
      showIssue(found);
      return;
    }
    setIssue(null);
    if (draft.shopOwnerContactNumber === validMobileNumber) void navigate(PATHS.addStoreFrontPicture);
    else setKycOpen(true);
  };

  /** aria-describedby of a field: its hint, then its error when it has one. */
  const describedBy = (field: keyof ClaimShopDraft, hint = false) =>
    [hint ? `${fieldId(field)}-hint` : '', issue?.field === field ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: keyof ClaimShopDraft) => issue?.field === field || undefined;

  const field = (name: keyof ClaimShopDraft, label: ReactNode, control: ReactNode, hint?: ReactNode, labelled = true) => (
    <div className="claim-field" data-invalid={invalid(name)}>
      {labelled ? (
        <label className="claim-field__label" htmlFor={fieldId(name)}>
          {label}
        </label>
      ) : null}
      {control}
      {hint ? (
        <p className="claim-field__hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      ) : null}
      {issue?.field === name ? (
        <p className="claim-field__error" id={`${fieldId(name)}-error`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 3l10 18H2zM12 10v5M12 18v.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {issue.message}
        </p>
      ) : null}
    </div>
  );

  const cheque = draft.shopOwnerCancelledChequeImage;

  return (
    <div className="page claim-details">
      <h1 id={headingId}>{LABELS.addShopTitle}</h1>
      <p className="lead">{CLAIM_TEXT.lead}</p>

      <form className="claim-form" noValidate aria-labelledby={headingId} onSubmit={onNext}>
        <div className="claim-form__columns">
          <section className="card claim-form__section" aria-labelledby={`${formId}-shop`}>
            <h2 id={`${formId}-shop`}>{CLAIM_TEXT.shopSection}</h2>

            {field(
              'name',
              CLAIM_TEXT.shopName,
              <input
                id={fieldId('name')}
                type="text"
                autoComplete="organization"
                maxLength={CLAIM_LIMITS.name}
                value={draft.name}
                aria-invalid={invalid('name')}
                aria-describedby={describedBy('name')}
                onChange={(e) => set('name', e.target.value)}
              />,
            )}

            {field(
              'intro',
              CLAIM_TEXT.intro,
              <textarea
                id={fieldId('intro')}
                rows={3}
                maxLength={CLAIM_LIMITS.intro}
                value={draft.intro}
                aria-invalid={invalid('intro')}
                aria-describedby={describedBy('intro', true)}
                onChange={(e) => set('intro', e.target.value)}
              />,
              CLAIM_TEXT.introHint,
            )}

            {locationKnown && states.data ? (
              <div className="claim-locate">
                <button type="button" className="button claim-locate__button" aria-describedby={`${formId}-locate-hint`} onClick={fillFromLocation}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path
                      d="M12 21s-7-5.5-7-11a7 7 0 0 1 14 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {CLAIM_TEXT.useMyLocation}
                </button>
                <p className="claim-field__hint" id={`${formId}-locate-hint`}>
                  {CLAIM_TEXT.useMyLocationHint}
                </p>
              </div>
            ) : null}

            <div className="claim-form__pair">
              {field(
                'state',
                CLAIM_TEXT.state,
                <select
                  id={fieldId('state')}
                  autoComplete="address-level1"
                  value={draft.state ?? ''}
                  aria-invalid={invalid('state')}
                  aria-describedby={describedBy('state')}
                  onChange={(e) => merge({ state: e.target.value || null, city: null })}
                >
                  <option value="">{CLAIM_TEXT.chooseState}</option>
                  {draft.state && !chosenState ? <option value={draft.state}>{draft.state}</option> : null}
                  {stateList.map((state) => (
                    <option key={state.code} value={state.name}>
                      {state.name}
                    </option>
                  ))}
                </select>,
              )}

              {field(
                'city',
                CLAIM_TEXT.city,
                <select
                  id={fieldId('city')}
                  autoComplete="address-level2"
                  value={draft.city ?? ''}
                  disabled={!draft.state}
                  aria-invalid={invalid('city')}
                  aria-describedby={describedBy('city')}
                  onChange={(e) => set('city', e.target.value || null)}
                >
                  <option value="">{draft.state ? CLAIM_TEXT.chooseCity : CLAIM_TEXT.chooseStateFirst}</option>
                  {draft.state && draft.city && !towns.some((town) => town.name === draft.city) ? (
                    <option value={draft.city}>{draft.city}</option>
                  ) : null}
                  {towns.map((town) => (
                    <option key={town.name} value={town.name}>
                      {town.name}
                    </option>
                  ))}
                </select>,
              )}
            </div>

            {field(
              'pin',
              CLAIM_TEXT.pin,
              <input
                id={fieldId('pin')}
                className="claim-field__pin"
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                pattern="[1-9][0-9]{5}"
                maxLength={6}
                value={draft.pin}
                aria-invalid={invalid('pin')}
                aria-describedby={describedBy('pin')}
                onChange={(e) => set('pin', e.target.value.replace(/\D/g, '').slice(0, 6))}
              />,
            )}

            {field(
              'address',
              CLAIM_TEXT.address,
              <textarea
                id={fieldId('address')}
                rows={3}
                autoComplete="street-address"
                maxLength={CLAIM_LIMITS.address}
                value={draft.address}
                aria-invalid={invalid('address')}
                aria-describedby={describedBy('address', true)}
                onChange={(e) => set('address', e.target.value)}
              />,
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
                {CLAIM_TEXT.addressHidden}
              </>,
            )}

            {field(
              'shopType',
              CLAIM_TEXT.shopType,
              <select
                id={fieldId('shopType')}
                value={draft.shopType}
                aria-invalid={invalid('shopType')}
                aria-describedby={describedBy('shopType')}
                onChange={(e) => set('shopType', e.target.value)}
              >
                <option value="">{CLAIM_TEXT.chooseShopType}</option>
                {SHOP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>,
            )}

            {field(
              'categories',
              CLAIM_TEXT.category,
              <CheckboxMultiSelect<CategoryRef>
                id={fieldId('categories')}
                label={CLAIM_TEXT.category}
                placeholder={CLAIM_TEXT.chooseCategories}
                options={categories.data?.items ?? null}
                loadError={categories.error !== null}
                onRetry={categories.reload}
                selected={draft.categories}
                onChange={onCategoriesChange}
              />,
              undefined,
              false,
            )}

            {field(
              'subCategories',
              CLAIM_TEXT.subCategory,
              <CheckboxMultiSelect<SubCategoryRef>
                id={fieldId('subCategories')}
                label={CLAIM_TEXT.subCategory}
                placeholder={CLAIM_TEXT.chooseSubCategories}
                options={subCategories.data?.items ?? null}
                loadError={subCategories.error !== null}
                onRetry={subCategories.reload}
                selected={draft.subCategories}
                onChange={(next) => set('subCategories', next.map(({ id, label, categoryId }) => ({ id, label, categoryId })))}
                groupOf={(sub) => draft.categories.find((category) => category.id === sub.categoryId)?.label ?? ''}
                disabled={draft.categories.length === 0}
                disabledHint={CLAIM_TEXT.chooseCategoryFirst}
                invalid={invalid('subCategories')}
                describedBy={describedBy('subCategories')}
              />,
              undefined,
              false,
            )}
          </section>

          <section className="card claim-form__section" aria-labelledby={`${formId}-owner`}>
            <h2 id={`${formId}-owner`}>{CLAIM_TEXT.ownerSection}</h2>

            {field(
              'shopOwnerName',
              CLAIM_TEXT.ownerName,
              <input
                id={fieldId('shopOwnerName')}
                type="text"
                autoComplete="name"
                maxLength={CLAIM_LIMITS.shopOwnerName}
                value={draft.shopOwnerName}
                aria-invalid={invalid('shopOwnerName')}
                aria-describedby={describedBy('shopOwnerName')}
                onChange={(e) => set('shopOwnerName', e.target.value)}
              />,
            )}

            {field(
              'email',
              CLAIM_TEXT.email,
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
              />,
            )}

            {field(
              'referralCode',
              CLAIM_TEXT.referralCode,
              <input
                id={fieldId('referralCode')}
                type="text"
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={CLAIM_LIMITS.referralCode}
                value={draft.referralCode ?? ''}
                onChange={(e) => set('referralCode', e.target.value === '' ? null : e.target.value)}
              />,
            )}

            {field(
              'shopOwnerContactNumber',
              CLAIM_TEXT.contactNumber,
              <IndiaPhoneInput
                id={fieldId('shopOwnerContactNumber')}
                value={draft.shopOwnerContactNumber}
                invalid={invalid('shopOwnerContactNumber')}
                describedBy={describedBy('shopOwnerContactNumber', true)}
                onChange={(value) => set('shopOwnerContactNumber', value)}
              />,
              CLAIM_TEXT.contactNumberHint,
            )}

            {field(
              'shopOwnerCancelledChequeImage',
              CLAIM_TEXT.chequePhoto,
              <div className="claim-upload">
                <span className="claim-field__label" id={`${formId}-cheque-label`}>
                  {CLAIM_TEXT.chequePhoto}
                </span>
                {cheque ? <img className="claim-upload__preview" src={cheque} alt={CLAIM_TEXT.chequePreview} /> : null}
                <div className="claim-upload__actions">
                  <button
                    id={fieldId('shopOwnerCancelledChequeImage')}
                    type="button"
                    className={cheque ? 'button claim-upload__button claim-upload__button--done' : 'button claim-upload__button'}
                    aria-describedby={[`${formId}-cheque-label`, describedBy('shopOwnerCancelledChequeImage', true)].filter(Boolean).join(' ')}
                    aria-busy={readingCheque || undefined}
                    disabled={readingCheque}
                    onClick={() => chequeInput.current?.click()}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      {cheque ? (
                        <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                      ) : (
                        <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                      )}
                    </svg>
                    {cheque ? CLAIM_TEXT.imageUploaded : CLAIM_TEXT.uploadImage}
                  </button>
                  {cheque ? (
                    <button type="button" className="button claim-upload__remove" onClick={removeCheque}>
                      {CLAIM_TEXT.removePhoto}
                    </button>
                  ) : null}
                </div>
                <input
                  ref={chequeInput}
                  type="file"
                  accept="image/*"
                  hidden
                  aria-label={CLAIM_TEXT.chequePhoto}
                  onChange={(e) => void onChequeFile(e)}
                />
              </div>,
              CLAIM_TEXT.chequeHint,
              false,
            )}
          </section>
        </div>

        <div className="button-row claim-form__actions">
          <button type="button" className="button" onClick={onSave}>
            {LABELS.save}
          </button>
          <button type="button" className="button" onClick={() => void navigate(PATHS.instructions)}>
            {LABELS.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {LABELS.next}
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
