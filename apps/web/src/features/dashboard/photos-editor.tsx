import { useState } from 'react';
import type { ShopPhoto } from '@local-shops/shared';
import { LISTING_LIMITS } from '@local-shops/shared/listing';
import { photoForm } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { imageFileToDataUrl } from '../../lib/scale-image.ts';
import { toast } from '../../lib/toast.tsx';
import { EDIT_TEXT } from './listing-strings.ts';

/** The owner's extra photos: each upload and removal is saved at once (no Save needed). */
export function PhotosEditor({
  shopId,
  photos,
  onChange,
}: {
  shopId: string;
  photos: ShopPhoto[];
  onChange: (photos: ShopPhoto[]) => void;
}) {
  const editText = useTexts(EDIT_TEXT);
  const [busy, setBusy] = useState(false);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const photo = await imageFileToDataUrl(file);
      const added = await ownerApi.addPhoto(shopId, photoForm({}, { photo }));
      onChange([...photos, added]);
      toast.success(editText.photoAdded);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (photo: ShopPhoto) => {
    setBusy(true);
    try {
      await ownerApi.removePhoto(shopId, photo.id);
      onChange(photos.filter((p) => p.id !== photo.id));
      toast.success(editText.photoRemoved);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="listing-photos">
      {photos.length > 0 ? (
        <ul className="listing-photos__grid">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt="" width={96} height={72} />
              <button
                type="button"
                className="listing-icon-button listing-photos__remove"
                aria-label={editText.removePhoto(index + 1)}
                disabled={busy}
                onClick={() => void remove(photo)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < LISTING_LIMITS.photos ? (
        <label className={`button listing-photos__add${busy ? ' is-busy' : ''}`}>
          {busy ? editText.uploading : editText.addPhoto}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => {
              void add(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      ) : null}
    </div>
  );
}
