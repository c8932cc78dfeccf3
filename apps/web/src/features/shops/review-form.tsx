import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT, REVIEW_TEXT_MAX } from '@local-shops/shared';
import '../../components/kyc/kyc-dialog.css';
import { Modal } from '../../components/modal.tsx';
import { photoForm } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { imageFileToDataUrl } from '../../lib/scale-image.ts';
import { shopperApi } from '../../lib/shopper-api.ts';
import { toast } from '../../lib/toast.tsx';

export interface ReviewFormProps {
  shopId: string;
  shopName: string;
  onClose: () => void;
  /** The review was taken: the server's message (published, or waiting for a check). */
  onSubmitted: (message: string) => void;
  /** A failed post (after its toast), so that the page can ask for a sign-in again on a 401. */
  onError: (error: unknown) => void;
}

/**
 * 'Write a review' (lazy-loaded): 1-5 stars, an optional text of at most 1,000 characters and up
 * to 3 photos (scaled down in the browser, re-encoded again by the server), posted as one multipart/form-data request.
 */
export function ReviewForm({ shopId, shopName, onClose, onSubmitted, onError }: ReviewFormProps) {
  const reviewText = useTexts(REVIEW_TEXT);
  const ids = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const alive = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = REVIEW_PHOTOS_MAX - photos.length;
    if (files.length > room) toast.error(reviewText.tooManyPhotos);
    const added = await Promise.all([...files].slice(0, Math.max(0, room)).map((file) => imageFileToDataUrl(file)));
    setPhotos((current) => [...current, ...added].slice(0, REVIEW_PHOTOS_MAX));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (rating < 1) {
      toast.error(reviewText.chooseRating);
      firstStar.current?.focus();
      return;
    }
    setBusy(true);
    const signal = alive.current?.signal;
    try {
      const form = photoForm({ rating: String(rating), ...(text.trim() ? { text: text.trim() } : {}) }, { photos });
      const answer = await shopperApi.postReview(shopId, form, signal);
      if (!signal?.aborted) onSubmitted(answer.message);
    } catch (error) {
      if (signal?.aborted) return;
      toast.error(messageOf(error));
      setBusy(false);
      onError(error);
    }
  };

  const titleId = `${ids}-title`;
  return (
    <Modal
      backdropClassName="kyc-backdrop"
      className="kyc-dialog review-form"
      labelledBy={titleId}
      bodyClass="kyc-dialog-open"
      onEscape={onClose}
      initialFocus={() => firstStar.current}
    >
      <div className="kyc-dialog__header">
        <div>
          <h2 className="kyc-dialog__title" id={titleId}>
            {reviewText.formTitle}
          </h2>
          <p className="kyc-dialog__subtitle">{reviewText.formSubtitle(shopName)}</p>
        </div>
        <button type="button" className="kyc-dialog__close" aria-label={reviewText.close} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <form className="kyc-dialog__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="review-form__stars">
          <legend>{reviewText.yourRating}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'review-form__star review-form__star--on' : 'review-form__star'}>
              <input
                ref={n === 1 ? firstStar : undefined}
                type="radio"
                name={`${ids}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
              </svg>
              <span className="visually-hidden">{reviewText.star(n)}</span>
            </label>
          ))}
        </fieldset>
        <div className="kyc-field">
          <label htmlFor={`${ids}-text`}>{reviewText.yourReview}</label>
          <textarea
            id={`${ids}-text`}
            rows={4}
            maxLength={REVIEW_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${ids}-left`}
          />
          <p className="kyc-field__hint" id={`${ids}-left`}>
            {reviewText.charactersLeft(REVIEW_TEXT_MAX - text.length)}
          </p>
        </div>
        <div className="kyc-field">
          <label htmlFor={`${ids}-photos`}>{reviewText.photos}</label>
          {photos.length > 0 ? (
            <ul className="review-form__photos">
              {photos.map((src, index) => (
                <li key={src.slice(-40) + index}>
                  <img src={src} alt="" width={64} height={64} />
                  <button
                    type="button"
                    aria-label={reviewText.removePhoto(index + 1)}
                    onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {photos.length < REVIEW_PHOTOS_MAX ? (
            <input
              id={`${ids}-photos`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/heic,image/heif"
              multiple
              onChange={(event) => {
                void addPhotos(event.target.files);
                event.target.value = '';
              }}
            />
          ) : null}
        </div>
        <div className="kyc-dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            {reviewText.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? reviewText.posting : reviewText.post}
          </button>
        </div>
      </form>
    </Modal>
  );
}
