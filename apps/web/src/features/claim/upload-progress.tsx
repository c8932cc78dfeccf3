import { STORE_FRONT_TEXTS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import type { RetryState } from './claim-upload.ts';

/**
 * The claim's upload as it goes (issue 27): a bar with its percentage, and what a dropped
 * connection is doing to it. Announced politely, not at every percent (the text changes by tens).
 */
export function UploadProgress({ sent, retry }: { sent: number; retry: RetryState | null }) {
  const TEXT = useTexts(STORE_FRONT_TEXTS);
  const percent = Math.round(sent * 100);
  return (
    <div className="upload-progress">
      <progress
        className="upload-progress__bar"
        max={100}
        value={percent}
        aria-label={TEXT.uploadLabel}
        aria-valuetext={TEXT.uploadProgress(percent)}
      />
      <p className="upload-progress__text" aria-live="polite">
        {retry?.kind === 'offline'
          ? TEXT.uploadWaitingOnline
          : retry
            ? TEXT.uploadRetrying
            : TEXT.uploadProgress(percent)}
      </p>
    </div>
  );
}
