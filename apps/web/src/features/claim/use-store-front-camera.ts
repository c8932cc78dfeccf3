import { useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@local-shops/shared';
import { messageOf } from '../../lib/error-message.ts';
import { textsNow, useTexts } from '../../lib/i18n.ts';
import { fitWithin, JPEG_QUALITY } from '../../lib/scale-image.ts';

/** SPEC.md: a live camera on Android phones only; iPhones and computers use a file input with capture. */
function isAndroid(): boolean {
  return typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);
}

function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** 'starting': the stream is attached but has no frame yet, so there is nothing to take. */
type Camera =
  { status: 'starting' } | { status: 'live' } | { status: 'error'; message: string; blocked: boolean } | null;

/** The owner (or an earlier 'Block') refused the camera to this site: only site settings undo it. */
function isPermissionDenied(failure: unknown): boolean {
  const name = typeof failure === 'object' && failure !== null ? (failure as { name?: unknown }).name : undefined;
  return name === 'NotAllowedError' || name === 'PermissionDeniedError';
}

/**
 * The live back camera of the store-front step, running while `needed` (no photo yet) on an
 * Android phone that has one. `usesFileInput` says when the file input must stand in for it.
 */
export function useStoreFrontCamera(needed: boolean) {
  const [android] = useState(isAndroid);
  const [cameraSupported] = useState(
    () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
  );
  const [camera, setCamera] = useState<Camera>(null);
  const messages = useTexts(MESSAGES);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const wanted = android && cameraSupported && needed;
  const error =
    android && !cameraSupported
      ? messages.cameraError(messages.cameraUnavailable)
      : camera?.status === 'error'
        ? camera.message
        : null;
  // When the camera cannot run, the file input (which opens the camera app) is the way left.
  const usesFileInput = !android || error !== null;

  useEffect(() => {
    if (!wanted) return;
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
        setCamera(
          video && video.readyState >= HTMLMediaElement.HAVE_METADATA && video.videoWidth > 0
            ? { status: 'live' }
            : { status: 'starting' },
        );
      },
      (failure: unknown) => {
        if (!cancelled)
          setCamera({
            status: 'error',
            message: textsNow(MESSAGES).cameraError(messageOf(failure)),
            blocked: isPermissionDenied(failure),
          });
      },
    );
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [wanted]);

  /** The current frame as a JPEG data URL (the camera stops), or null when there is no frame. */
  const takeFrame = (): string | null => {
    const video = videoRef.current;
    if (!video || !video.videoWidth || !video.videoHeight) return null;
    const { width, height } = fitWithin(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    canvas.width = 0;
    canvas.height = 0;
    stopStream(streamRef.current);
    streamRef.current = null;
    return dataUrl;
  };

  return {
    wanted,
    error,
    /** The camera permission is denied: the step tells how to allow it again. */
    blocked: camera?.status === 'error' && camera.blocked,
    usesFileInput,
    live: camera?.status === 'live',
    videoRef,
    onLoadedMetadata: () => setCamera((current) => (current?.status === 'starting' ? { status: 'live' } : current)),
    takeFrame,
    /** Back to no camera, before it starts again for a new photo. */
    reset: () => setCamera(null),
  };
}
