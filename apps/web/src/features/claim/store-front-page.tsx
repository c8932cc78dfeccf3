import { LABELS, MESSAGES, isAcceptedImageType, storeFrontFinishCheck } from '@local-shops/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { fitWithin, readFileAsDataUrl, scaleImageToDataUrl } from '../../lib/scale-image.ts';
import { toast } from '../../lib/toast.tsx';
import { KycDialog } from '../../components/kyc/kyc-dialog.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { lookupCapturedAddress, submitClaim } from './claim-api.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { STORE_FRONT_TEXT as TEXT } from './claim-strings.ts';
import './store-front.css';

/** SPEC.md: a live camera on Android phones only; iPhones and computers use a file input with capture. */
function isAndroid(): boolean {
  return typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return MESSAGES.internalError;
}

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** A give-up time for the position: some cheap phones never answer a high-accuracy request. */
const POSITION_TIMEOUT_MS = 30_000;

/** 'starting': the stream is attached but has no frame yet, so there is nothing to take. */
type Camera = { status: 'starting' } | { status: 'live' } | { status: 'error'; message: string } | null;
type Place =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'looking-up' }
  | { status: 'location-failed'; message: string }
  | { status: 'address-failed'; message: string };

/**
 * /add-store-front-picture (SPEC.md 'Add Store Front Picture'): the owner takes a photo of the shop
 * front; the position is read once when the photo is taken and looked up as the captured address.
 * Finish checks the draft, asks 'Are you sure', and Save submits the whole draft.
 */
export function StoreFrontPage() {
  useDocumentTitle(LABELS.storeFrontTitle);
  const navigate = useNavigate();
  const ids = useId();
  const draft = useAppStore((s) => s.claimShop);
  const mergeClaim = useAppStore((s) => s.mergeClaim);
  const setLocation = useAppStore((s) => s.setLocation);

  const [android] = useState(isAndroid);
  const [cameraSupported] = useState(() => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function');
  const [camera, setCamera] = useState<Camera>(null);
  const [place, setPlace] = useState<Place>({ status: 'idle' });
  const [dialog, setDialog] = useState<'none' | 'confirm' | 'kyc'>('none');
  const [saving, setSaving] = useState(false);
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const subscribeRef = useRef<HTMLButtonElement>(null);
  /** Each photo gets a number, so that the position and address of an older photo are dropped. */
  const captureRef = useRef(0);
  const aliveRef = useRef<AbortController | null>(null);

  const photo = draft.storeFrontPicture;
  const cameraWanted = android && cameraSupported && !photo && submittedId === null;
  const cameraError = android && !cameraSupported ? MESSAGES.cameraError(MESSAGES.cameraUnavailable) : camera?.status === 'error' ? camera.message : null;
  // When the camera cannot run, the file input (which opens the camera app) is the way left.
  const usesFileInput = !android || cameraError !== null;

  useEffect(() => {
    const controller = new AbortController();
    aliveRef.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!cameraWanted) return;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }).then(
      (stream) => {
        if (cancelled) return stopStream(stream);
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          video.play?.()?.catch(() => undefined);
        }
        // Live once the video knows its size (a slow phone takes a moment to deliver frames).
        setCamera(video && video.readyState >= HTMLMediaElement.HAVE_METADATA && video.videoWidth > 0 ? { status: 'live' } : { status: 'starting' });
      },
      (error: unknown) => {
        if (!cancelled) setCamera({ status: 'error', message: MESSAGES.cameraError(messageOf(error)) });
      },
    );
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [cameraWanted]);

  const isCurrent = (capture: number) => capture === captureRef.current && !aliveRef.current?.signal.aborted;

  const lookUpAddress = async (capture: number, lat: number, long: number) => {
    setPlace({ status: 'looking-up' });
    try {
      const address = await lookupCapturedAddress(lat, long, aliveRef.current?.signal);
      if (!isCurrent(capture)) return;
      mergeClaim({ capturedAddress: address });
      setPlace({ status: 'idle' });
    } catch (error) {
      if (!isCurrent(capture)) return;
      const message = messageOf(error);
      setPlace({ status: 'address-failed', message });
      toast.error(message);
    }
  };

  const readPosition = (capture: number) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setPlace({ status: 'location-failed', message: MESSAGES.locationUnavailable });
      return;
    }
    setPlace({ status: 'locating' });
    geolocation.getCurrentPosition(
      (position) => {
        if (!isCurrent(capture)) return;
        const { latitude, longitude } = position.coords;
        mergeClaim({ lat: latitude, long: longitude });
        setLocation(latitude, longitude);
        void lookUpAddress(capture, latitude, longitude);
      },
      (error) => {
        if (isCurrent(capture)) setPlace({ status: 'location-failed', message: MESSAGES.locationError(error.message) });
      },
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  };

  /** A new photo: the position and address of the previous one no longer apply. */
  const acceptPhoto = (dataUrl: string) => {
    const capture = ++captureRef.current;
    mergeClaim({ storeFrontPicture: dataUrl, lat: null, long: null, capturedAddress: '' });
    readPosition(capture);
  };

  const takePicture = () => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) return;
    const { width, height } = fitWithin(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.drawImage(video, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', 1);
    canvas.width = 0;
    canvas.height = 0;
    stopStream(streamRef.current);
    streamRef.current = null;
    acceptPhoto(dataUrl);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImageType(file.type)) {
      toast.error(MESSAGES.shopImageInvalid);
      return;
    }
    let dataUrl: string;
    try {
      // Scaled so that the draft stays small, re-encoded as a JPEG at full quality.
      dataUrl = await scaleImageToDataUrl(file, { quality: 1 });
    } catch {
      // A HEIC photo the browser cannot decode goes as it is; the server re-encodes it.
      dataUrl = await readFileAsDataUrl(file);
    }
    if (!aliveRef.current?.signal.aborted) acceptPhoto(dataUrl);
  };

  const recapture = () => {
    if (usesFileInput) {
      fileRef.current?.click();
      return;
    }
    captureRef.current += 1;
    setCamera(null);
    setPlace({ status: 'idle' });
    mergeClaim({ storeFrontPicture: null, lat: null, long: null, capturedAddress: '' });
  };

  const retryPlace = () => {
    const { lat, long } = useAppStore.getState().claimShop;
    if (place.status === 'address-failed' && lat !== null && long !== null) void lookUpAddress(captureRef.current, lat, long);
    else readPosition(captureRef.current);
  };

  const finish = () => {
    const problem = storeFrontFinishCheck(useAppStore.getState().claimShop);
    if (problem) {
      toast.error(problem);
      return;
    }
    // An earlier complaint no longer applies.
    toast.dismiss();
    setDialog('confirm');
  };

  const save = async () => {
    const signal = aliveRef.current?.signal;
    setSaving(true);
    try {
      const { id } = await submitClaim(useAppStore.getState().claimShop, signal);
      if (signal?.aborted) return;
      const { clearClaim, clearSavedDraft, clearLocation, clearValidMobileNumber } = useAppStore.getState();
      setSubmittedId(id);
      setDialog('none');
      clearClaim();
      clearSavedDraft();
      clearLocation();
      clearValidMobileNumber();
    } catch (error) {
      if (signal?.aborted) return;
      toast.error(messageOf(error));
      // The number's verification has lapsed: verify it again, then the claim goes again.
      if (error instanceof ApiRequestError && error.statusCode === 401) setDialog('kyc');
    } finally {
      if (!signal?.aborted) setSaving(false);
    }
  };

  const addressLine = (() => {
    if (draft.capturedAddress) {
      return (
        <>
          <strong>{TEXT.capturedAddress}</strong> {draft.capturedAddress}
        </>
      );
    }
    switch (place.status) {
      case 'locating':
        return TEXT.findingLocation;
      case 'looking-up':
        return TEXT.findingAddress;
      case 'location-failed':
      case 'address-failed':
        return null;
      default:
        return TEXT.addressAfterPhoto;
    }
  })();
  const placeError = place.status === 'location-failed' ? place.message : place.status === 'address-failed' ? TEXT.addressFailed : null;

  return (
    <div className="page store-front">
      <h1 className="store-front__title">{LABELS.storeFrontTitle}</h1>
      <p className="store-front__lead">{TEXT.lead}</p>

      <div className="store-front__frame">
        {photo ? (
          <img className="store-front__media" src={photo} alt={TEXT.photoAlt} />
        ) : cameraWanted && !cameraError ? (
          <>
            <video
              ref={videoRef}
              className="store-front__media"
              onLoadedMetadata={() => setCamera((current) => (current?.status === 'starting' ? { status: 'live' } : current))}
              aria-label={TEXT.cameraLabel}
              autoPlay
              muted
              playsInline
              hidden={camera?.status !== 'live'}
            />
            {camera?.status !== 'live' ? <p className="store-front__placeholder">{TEXT.startingCamera}</p> : null}
          </>
        ) : (
          <div className="store-front__placeholder" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="56" height="56" focusable="false">
              <path
                d="M4 8h3l2-3h6l2 3h3v11H4z M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <span>{TEXT.noPhotoYet}</span>
          </div>
        )}
      </div>

      {cameraError ? (
        <p className="store-front__error" role="alert">
          {cameraError}
        </p>
      ) : null}

      {!photo && !usesFileInput ? (
        <button type="button" className="button button--primary button--large store-front__shoot" disabled={camera?.status !== 'live'} onClick={takePicture}>
          {TEXT.takePicture}
        </button>
      ) : null}

      {usesFileInput ? (
        <div className={photo ? 'visually-hidden' : 'store-front__pick'}>
          <input
            ref={fileRef}
            id={`${ids}-file`}
            className="store-front__file"
            type="file"
            accept="image/*"
            capture="environment"
            aria-describedby={`${ids}-file-hint`}
            onChange={(event) => void onFile(event)}
          />
          <label htmlFor={`${ids}-file`} className="button button--primary button--large store-front__shoot">
            {TEXT.choosePicture}
          </label>
          <p className="store-front__hint" id={`${ids}-file-hint`}>
            {TEXT.pickHint}
          </p>
        </div>
      ) : null}

      <div className="store-front__address" aria-live="polite">
        {addressLine ? <p>{addressLine}</p> : null}
        {placeError ? (
          <p className="store-front__error" role="alert">
            {placeError}
            <button type="button" className="button store-front__retry" onClick={retryPlace}>
              {TEXT.tryAgain}
            </button>
          </p>
        ) : null}
      </div>

      <div className="button-row store-front__actions">
        <button type="button" className="button" onClick={() => void navigate(PATHS.addShop)}>
          {TEXT.back}
        </button>
        <button type="button" className="button" disabled={!photo} onClick={recapture}>
          {TEXT.recapture}
        </button>
        <button type="button" className="button button--primary" onClick={finish}>
          {TEXT.finish}
        </button>
      </div>

      {dialog === 'confirm' ? (
        <ClaimDialog
          title={TEXT.confirmTitle}
          onEscape={() => {
            if (!saving) setDialog('none');
          }}
          initialFocus={() => saveRef.current}
          actions={
            <>
              <button type="button" className="button" disabled={saving} onClick={() => setDialog('none')}>
                {TEXT.cancel}
              </button>
              <button ref={saveRef} type="button" className="button button--primary" disabled={saving} onClick={() => void save()}>
                {saving ? TEXT.saving : TEXT.save}
              </button>
            </>
          }
        >
          <p>{TEXT.confirmBody}</p>
        </ClaimDialog>
      ) : null}

      <KycDialog
        open={dialog === 'kyc'}
        mobileNumber={draft.shopOwnerContactNumber}
        onClose={() => setDialog('none')}
        onVerified={() => {
          setDialog('confirm');
          void save();
        }}
      />

      {submittedId !== null ? (
        <ClaimDialog
          title={TEXT.submittedTitle}
          onEscape={() => void navigate(PATHS.home)}
          initialFocus={() => subscribeRef.current}
          actions={
            <>
              <button type="button" className="button" onClick={() => void navigate(PATHS.home)}>
                {TEXT.cancel}
              </button>
              <button ref={subscribeRef} type="button" className="button button--primary" onClick={() => void navigate(PATHS.subscribe(submittedId))}>
                {TEXT.subscribe}
              </button>
            </>
          }
        >
          <p>{TEXT.submittedBody}</p>
          <p className="store-front__hint">{TEXT.submittedSubscribe}</p>
        </ClaimDialog>
      ) : null}
    </div>
  );
}
