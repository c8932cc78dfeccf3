import { useId, useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { isAcceptedImageType, LABELS, MESSAGES, STORE_FRONT_TEXTS } from '@local-shops/shared';
import { KycDialog } from '../../components/kyc/kyc-dialog.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { publicApi } from '../../lib/public-api.ts';
import { readFileAsDataUrl, scaleImageToDataUrl } from '../../lib/scale-image.ts';
import { useAppStore } from '../../lib/store.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { ClaimDialog } from './claim-dialog.tsx';
import { ClaimDraftGate } from './claim-draft-gate.tsx';
import { readablePlace } from './readable-place.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useAliveSignal } from './use-alive-signal.ts';
import { useCapturedPlace } from './use-captured-place.ts';
import { useClaimSubmit } from './use-claim-submit.ts';
import { useStoreFrontCamera } from './use-store-front-camera.ts';
import './store-front.css';

/**
 * /add-store-front-picture (SPEC.md 'Add Store Front Picture'): the owner takes a photo of the shop
 * front; the position is read once when the photo is taken and looked up as the captured address.
 * Finish checks the draft, asks 'Are you sure', and Save submits the whole draft.
 */
export function StoreFrontPage() {
  return (
    <ClaimDraftGate>
      <StoreFrontScreen />
    </ClaimDraftGate>
  );
}

function StoreFrontScreen() {
  const TEXT = useTexts(STORE_FRONT_TEXTS);
  const labels = useTexts(LABELS);
  const messages = useTexts(MESSAGES);
  useDocumentTitle(labels.storeFrontTitle);
  const navigate = useNavigate();
  const ids = useId();
  const draft = useAppStore((s) => s.claimShop);
  const { dialog, setDialog, saving, progress, submittedId, finish, save } = useClaimSubmit();
  const photo = draft.storeFrontPicture;
  const {
    videoRef,
    wanted: cameraWanted,
    error: cameraError,
    blocked: cameraBlocked,
    usesFileInput,
    live: cameraLive,
    onLoadedMetadata,
    takeFrame,
    reset: resetCamera,
  } = useStoreFrontCamera(!photo && submittedId === null);
  const { place, acceptPhoto, forget, retry: retryPlace } = useCapturedPlace();
  // The towns give the pin code of the captured place; the plus code alone means little to a person.
  const states = useApiData(publicApi.states());
  const aliveRef = useAliveSignal();
  const fileRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const subscribeRef = useRef<HTMLButtonElement>(null);

  const takePicture = () => {
    const dataUrl = takeFrame();
    if (dataUrl) acceptPhoto(dataUrl);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImageType(file.type)) {
      toast.error(messages.shopImageInvalid);
      return;
    }
    let dataUrl: string;
    try {
      // At most 1600 px at JPEG quality 0.8 (issue 27): a 12 MP photo makes a claim of under 250 KB to send.
      dataUrl = await scaleImageToDataUrl(file);
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
    resetCamera();
    forget();
  };

  const addressLine = (() => {
    if (draft.capturedAddress) {
      const position = draft.lat !== null && draft.long !== null ? { lat: draft.lat, long: draft.long } : null;
      const readable = readablePlace(draft.capturedAddress, position, states.data?.items ?? null);
      return (
        <>
          <strong>{TEXT.capturedAddress}</strong> <span>{readable.place}</span>
          {readable.plusCode ? (
            <span className="store-front__plus-code">
              {TEXT.plusCode} {readable.plusCode}
            </span>
          ) : null}
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
  const placeError =
    place.status === 'location-failed' ? place.message : place.status === 'address-failed' ? TEXT.addressFailed : null;

  return (
    <div className="page store-front">
      <h1 className="store-front__title">{labels.storeFrontTitle}</h1>
      <p className="store-front__lead">{TEXT.lead}</p>

      <div className="store-front__frame">
        {photo ? (
          <img className="store-front__media" src={photo} alt={TEXT.photoAlt} />
        ) : cameraWanted && !cameraError ? (
          <>
            <video
              ref={videoRef}
              className="store-front__media"
              onLoadedMetadata={onLoadedMetadata}
              aria-label={TEXT.cameraLabel}
              autoPlay
              muted
              playsInline
              hidden={!cameraLive}
            />
            {!cameraLive ? <p className="store-front__placeholder">{TEXT.startingCamera}</p> : null}
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
      {cameraBlocked ? (
        <AllowAgain
          intro={TEXT.cameraBlocked}
          steps={[TEXT.allowStepLock('Camera'), TEXT.allowStepMenu('Camera'), TEXT.allowStepCameraLast]}
        />
      ) : null}

      {!photo && !usesFileInput ? (
        <button
          type="button"
          className="button button--primary button--large store-front__shoot"
          disabled={!cameraLive}
          onClick={takePicture}
        >
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
        {place.status === 'location-failed' && place.blocked ? (
          <AllowAgain
            intro={TEXT.locationBlocked}
            steps={[TEXT.allowStepLock('Location'), TEXT.allowStepMenu('Location'), TEXT.allowStepLocationLast]}
          />
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
              <button
                ref={saveRef}
                type="button"
                className="button button--primary"
                disabled={saving}
                onClick={() => void save()}
              >
                {saving ? TEXT.saving : TEXT.save}
              </button>
            </>
          }
        >
          <p>{TEXT.confirmBody}</p>
          {saving ? <UploadProgress sent={progress.sent} retry={progress.retry} /> : null}
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
              <button
                ref={subscribeRef}
                type="button"
                className="button button--primary"
                onClick={() => void navigate(PATHS.subscribe(submittedId))}
              >
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

/** How to undo a 'Block' in Chrome on Android, where the browser will not ask a second time. */
function AllowAgain({ intro, steps }: { intro: string; steps: readonly string[] }) {
  return (
    <div className="store-front__allow">
      <p>{intro}</p>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
