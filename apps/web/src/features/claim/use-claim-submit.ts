import { useEffect, useRef, useState } from 'react';
import { APP_TEXTS, storeFrontFinishCheck } from '@local-shops/shared';
import { ApiRequestError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { useLocalizeMessage } from '../../lib/localize-message.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { submitClaim } from './claim-api.ts';
import { claimSubmissionKey, clearClaimSubmissionKey, withRetries, type RetryState } from './claim-upload.ts';
import { useAliveSignal } from './use-alive-signal.ts';

/**
 * Finish -> 'Are you sure' -> Save: submits the whole draft; on success the draft, the saved
 * draft, the position and the verified number are cleared and `submittedId` is set. When the
 * number's verification has lapsed (401) the KYC dialog opens, and the claim goes again after it.
 */
export function useClaimSubmit() {
  const [dialog, setDialog] = useState<'none' | 'confirm' | 'kyc'>('none');
  const [saving, setSaving] = useState(false);
  /** The upload's share sent (0 to 1) and what a dropped connection is doing to it (decision 0080). */
  const [progress, setProgress] = useState<{ sent: number; retry: RetryState | null }>({ sent: 0, retry: null });
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  const aliveRef = useAliveSignal();
  const appTexts = useTexts(APP_TEXTS);
  const localize = useLocalizeMessage();
  // Finish's complaint goes as soon as the draft no longer has that problem (the photo is taken).
  const problemToast = useRef<{ problem: string; id: number } | null>(null);
  useEffect(
    () =>
      useAppStore.subscribe(({ claimShop }) => {
        const shown = problemToast.current;
        if (!shown || storeFrontFinishCheck(claimShop) === shown.problem) return;
        toast.dismiss(shown.id);
        problemToast.current = null;
      }),
    [],
  );

  const finish = () => {
    const problem = storeFrontFinishCheck(useAppStore.getState().claimShop);
    if (problem) {
      problemToast.current = { problem, id: toast.error(localize(problem)) };
      return;
    }
    // An earlier complaint no longer applies.
    toast.dismiss();
    setDialog('confirm');
  };

  const save = async () => {
    const signal = aliveRef.current?.signal;
    setSaving(true);
    setProgress({ sent: 0, retry: null });
    try {
      // One key for every try of this draft, kept beside it: a try that reached the server makes the only claim.
      const idempotencyKey = await claimSubmissionKey();
      const { id } = await withRetries(
        () =>
          submitClaim(useAppStore.getState().claimShop, {
            headers: { 'idempotency-key': idempotencyKey },
            ...(signal ? { signal } : {}),
            onProgress: (sent) => {
              if (!signal?.aborted) setProgress({ sent, retry: null });
            },
          }),
        {
          ...(signal ? { signal } : {}),
          onRetry: (retry) => {
            if (!signal?.aborted) setProgress({ sent: 0, retry });
          },
        },
      );
      if (signal?.aborted) return;
      void clearClaimSubmissionKey();
      const { clearClaim, clearSavedDraft, clearLocation, clearValidMobileNumber } = useAppStore.getState();
      // 'Claim Submitted' is a success screen: a complaint about an earlier try must not stay on it.
      toast.dismissErrors();
      setSubmittedId(id);
      setDialog('none');
      clearClaim();
      clearSavedDraft();
      clearLocation();
      clearValidMobileNumber();
    } catch (error) {
      if (signal?.aborted) return;
      toast.error(messageOf(error, appTexts.internalError));
      if (error instanceof ApiRequestError && error.statusCode === 401) setDialog('kyc');
    } finally {
      if (!signal?.aborted) setSaving(false);
    }
  };

  return { dialog, setDialog, saving, progress, submittedId, finish, save };
}
