import { useState, type ImgHTMLAttributes } from 'react';
import { LABELS } from '@local-shops/shared';
import { useDataSaver } from '../../lib/data-saver.ts';
import { useTexts } from '../../lib/i18n.ts';
import { SHOP_PLACEHOLDER_IMAGE } from './shop-strings.ts';
import './list-photo.css';

type ListPhotoProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; width: number; height: number };

/**
 * A shop's photo in a list (issue 27): with data saver on, a tap-to-show box of the same size
 * until it is tapped; the local placeholder drawing costs nothing and shows as it is.
 */
export function ListPhoto(props: ListPhotoProps) {
  const saving = useDataSaver();
  const [shown, setShown] = useState(false);
  const labels = useTexts(LABELS);
  if (!saving || shown || props.src === SHOP_PLACEHOLDER_IMAGE) return <img {...props} />;
  return (
    <button
      type="button"
      className={`list-photo ${props.className ?? ''}`}
      style={{ width: props.width, height: props.height }}
      aria-label={labels.showPhoto}
      title={labels.showPhoto}
      onClick={() => setShown(true)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 7h3l2-2h6l2 2h3v12H4zM12 16a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
    </button>
  );
}

/** A photo inside a link (a carousel's card): with data saver on, the placeholder drawing instead. */
export function useListPhotoSource(src: string | null): string {
  return useDataSaver() || !src ? SHOP_PLACEHOLDER_IMAGE : src;
}
