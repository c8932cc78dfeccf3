import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS, isValidIndianContactNumber, type OpeningHours } from '@local-shops/shared';
import { LISTING_LIMITS, WHATSAPP_INVALID, type ListingUpdate, type OwnerListing } from '@local-shops/shared/listing';
import { IndiaPhoneInput } from '../../components/india-phone-input.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { HolidaysEditor, HoursEditor } from './hours-editor.tsx';
import { EDIT_TEXT } from './listing-strings.ts';
import { PhotosEditor } from './photos-editor.tsx';
import './dashboard.css';
import './edit-listing.css';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';

interface Draft {
  intro: string;
  openingHours: OpeningHours | null;
  holidays: string[];
  phoneVisible: boolean;
  whatsappNumber: string;
  name: string;
  lat: string;
  long: string;
  categories: string[];
}

const draftOf = (listing: OwnerListing): Draft => ({
  intro: listing.intro,
  openingHours: listing.openingHours,
  holidays: listing.holidays,
  phoneVisible: listing.phoneVisible,
  whatsappNumber: listing.whatsappNumber ?? '',
  // A waiting edit shows what the owner asked for.
  name:
    listing.edit?.status === 'pending_review' && listing.edit.after.name !== undefined
      ? listing.edit.after.name
      : listing.name,
  lat: String(
    (listing.edit?.status === 'pending_review' && listing.edit.after.lat !== undefined
      ? listing.edit.after.lat
      : listing.lat) ?? '',
  ),
  long: String(
    (listing.edit?.status === 'pending_review' && listing.edit.after.long !== undefined
      ? listing.edit.after.long
      : listing.long) ?? '',
  ),
  categories: (listing.edit?.status === 'pending_review' && listing.edit.after.categories
    ? listing.edit.after.categories
    : listing.categories
  ).map((c) => c.id),
});

/** The PATCH body: only what differs from the saved listing. */
function changesOf(draft: Draft, saved: Draft): ListingUpdate {
  const body: ListingUpdate = {};
  if (draft.intro !== saved.intro) body.intro = draft.intro;
  if (JSON.stringify(draft.openingHours) !== JSON.stringify(saved.openingHours)) body.openingHours = draft.openingHours;
  if (JSON.stringify(draft.holidays) !== JSON.stringify(saved.holidays)) body.holidays = draft.holidays;
  if (draft.phoneVisible !== saved.phoneVisible) body.phoneVisible = draft.phoneVisible;
  if (draft.whatsappNumber !== saved.whatsappNumber) body.whatsappNumber = draft.whatsappNumber || null;
  if (draft.name !== saved.name) body.name = draft.name;
  if (draft.lat !== saved.lat || draft.long !== saved.long)
    Object.assign(body, { lat: Number(draft.lat), long: Number(draft.long) });
  if ([...draft.categories].sort().join() !== [...saved.categories].sort().join()) body.categories = draft.categories;
  return body;
}

/** /dashboard/shops/:shopId/edit: the approved owner's listing (issue 10). */
export function EditListingPage() {
  const editText = useTexts(EDIT_TEXT);
  const appTexts = useTexts(APP_TEXTS);
  const { shopId = '' } = useParams();
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const listing = useApiData(number ? ownerApi.listing(shopId) : null);
  useDocumentTitle(listing.data ? editText.title(listing.data.name) : editText.title(''));

  if (number === null) {
    return (
      <div className="page dashboard">
        <p>{editText.notYours}</p>
        <Link className="button button--primary" to={PATHS.dashboard}>
          {editText.back}
        </Link>
      </div>
    );
  }
  if (listing.error) {
    const forbidden = listing.error instanceof ApiRequestError && listing.error.statusCode === 403;
    return (
      <div className="page dashboard">
        <p role="alert">{forbidden ? editText.notYours : listing.error.message}</p>
        <Link className="button button--primary" to={PATHS.dashboard}>
          {editText.back}
        </Link>
      </div>
    );
  }
  if (!listing.data) {
    return (
      <div className="page page--center">
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      </div>
    );
  }
  return <ListingForm key={listing.data.id} listing={listing.data} />;
}

function ListingForm({ listing: initial }: { listing: OwnerListing }) {
  const editText = useTexts(EDIT_TEXT);
  const appTexts = useTexts(APP_TEXTS);
  const names = useTaxonomyLabels();
  const [listing, setListing] = useState(initial);
  const saved = draftOf(listing);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const categories = useApiData(publicApi.categories());
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const whatsappInvalid = draft.whatsappNumber !== '' && !isValidIndianContactNumber(draft.whatsappNumber);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (whatsappInvalid) {
      toast.error(WHATSAPP_INVALID);
      document.getElementById('listing-whatsapp')?.focus();
      return;
    }
    const body = changesOf(draft, saved);
    setSaving(true);
    try {
      const next = await ownerApi.updateListing(listing.id, body);
      setListing(next);
      setDraft(draftOf(next));
      const reviewed = body.name !== undefined || body.lat !== undefined || body.categories !== undefined;
      toast.success(reviewed ? editText.sentToReview : editText.saved);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const useMyLocation = () =>
    navigator.geolocation?.getCurrentPosition(
      (position) =>
        setDraft((d) => ({
          ...d,
          lat: position.coords.latitude.toFixed(6),
          long: position.coords.longitude.toFixed(6),
        })),
      () => toast.error(appTexts.locationUnavailable),
      { enableHighAccuracy: true, timeout: 15_000 },
    );

  return (
    <div className="page dashboard listing-edit">
      <Link to={PATHS.dashboard} className="listing-back">
        ← {editText.back}
      </Link>
      <h1>{editText.title(listing.name)}</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <section className="listing-section">
          <label htmlFor="listing-intro" className="listing-label">
            {editText.intro}
          </label>
          <textarea
            id="listing-intro"
            rows={4}
            maxLength={LISTING_LIMITS.intro}
            value={draft.intro}
            onChange={(e) => set('intro', e.target.value)}
          />
          <p className="listing-hint">{editText.introHint(LISTING_LIMITS.intro - draft.intro.length)}</p>
        </section>

        <section className="listing-section" aria-labelledby="listing-hours-title">
          <h2 id="listing-hours-title">{editText.hours}</h2>
          <HoursEditor value={draft.openingHours} onChange={(week) => set('openingHours', week)} />
        </section>

        <section className="listing-section" aria-labelledby="listing-holidays-title">
          <h2 id="listing-holidays-title">{editText.holidays}</h2>
          <HolidaysEditor value={draft.holidays} onChange={(dates) => set('holidays', dates)} />
        </section>

        <section className="listing-section" aria-labelledby="listing-contact-title">
          <h2 id="listing-contact-title">{editText.contact}</h2>
          <label className="listing-toggle">
            <input
              type="checkbox"
              checked={draft.phoneVisible}
              onChange={(e) => set('phoneVisible', e.target.checked)}
            />
            {editText.phoneVisible(listing.phone)}
          </label>
          <label htmlFor="listing-whatsapp" className="listing-label">
            {editText.whatsapp}
          </label>
          <IndiaPhoneInput
            id="listing-whatsapp"
            value={draft.whatsappNumber}
            onChange={(value) => set('whatsappNumber', value)}
            invalid={whatsappInvalid}
            describedBy="listing-whatsapp-hint"
          />
          <p className="listing-hint" id="listing-whatsapp-hint">
            {editText.whatsappHint}
          </p>
        </section>

        <section className="listing-section" aria-labelledby="listing-review-title">
          <h2 id="listing-review-title">{editText.reviewed}</h2>
          <p className="listing-hint">{editText.reviewedNote}</p>
          {listing.edit?.status === 'pending_review' ? (
            <p className="owner-tag owner-tag--pending">{editText.pendingEdit}</p>
          ) : null}
          {listing.edit?.status === 'rejected' ? (
            <p className="listing-rejected">{editText.rejectedEdit(listing.edit.reason)}</p>
          ) : null}
          <label htmlFor="listing-name" className="listing-label">
            {editText.name}
          </label>
          <input
            id="listing-name"
            type="text"
            maxLength={LISTING_LIMITS.name}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
          />
          <div className="listing-position">
            <label>
              <span className="listing-label">{editText.latitude}</span>
              <input
                type="number"
                inputMode="decimal"
                step="any"
                value={draft.lat}
                onChange={(e) => set('lat', e.target.value)}
              />
            </label>
            <label>
              <span className="listing-label">{editText.longitude}</span>
              <input
                type="number"
                inputMode="decimal"
                step="any"
                value={draft.long}
                onChange={(e) => set('long', e.target.value)}
              />
            </label>
          </div>
          <button type="button" className="button" onClick={useMyLocation}>
            {editText.useMyLocation}
          </button>
          <fieldset className="listing-categories">
            <legend className="listing-label">{editText.categories}</legend>
            {(categories.data?.items ?? []).map((category) => (
              <label key={category.id} className="listing-toggle">
                <input
                  type="checkbox"
                  checked={draft.categories.includes(category.id)}
                  onChange={(e) =>
                    set(
                      'categories',
                      e.target.checked
                        ? [...draft.categories, category.id]
                        : draft.categories.filter((id) => id !== category.id),
                    )
                  }
                />
                {names.category(category)}
              </label>
            ))}
          </fieldset>
        </section>

        <div className="listing-save">
          <button type="submit" className="button button--primary button--large" disabled={saving}>
            {saving ? editText.saving : editText.save}
          </button>
        </div>
      </form>

      <section className="listing-section" aria-labelledby="listing-photos-title">
        <h2 id="listing-photos-title">{editText.photos(listing.photos.length, LISTING_LIMITS.photos)}</h2>
        <PhotosEditor
          shopId={listing.id}
          photos={listing.photos}
          onChange={(photos) => setListing((l) => ({ ...l, photos }))}
        />
      </section>
    </div>
  );
}
