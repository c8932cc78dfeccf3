import { useEffect, useRef, useState } from 'react';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { useTexts } from '../../lib/i18n.ts';

/** The 6 digits of a scanned coins QR code (`LSCOIN:E:123456`, `LSCOIN:S:123456`) or of a bare code. */
export function codeOfScan(text: string): string | null {
  const match = /^(?:LSCOIN:[ES]:)?(\d{6})$/i.exec(text.trim());
  return match ? match[1]! : null;
}

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * A reader of one frame: the browser's BarcodeDetector where it has one, else jsQR, a small
 * maintained decoder loaded only here (dynamic import: the counter's chunk does not carry it).
 */
async function makeReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    // A smaller copy of the frame is enough for a code held close, and quick to decode.
    const scale = Math.min(1, 480 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null,
    );
  };
}

/** The rear camera until a coins code is seen: then `onCode` with its 6 digits, and the camera stops. */
export function CodeScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const t = useTexts(COINS_OWNER_TEXT);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let live = true;
    const start = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      const video = videoRef.current;
      if (!live || !video) return;
      video.srcObject = stream;
      await video.play();
      const read = await makeReader();
      const tick = async () => {
        if (!live) return;
        const code = codeOfScan((await read(video).catch(() => null)) ?? '');
        if (code && live) found.current(code);
        else timer = window.setTimeout(() => void tick(), 250);
      };
      void tick();
    };
    start().catch((error: unknown) => {
      console.error(error);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="coins-scanner">
      {failed ? (
        <p role="alert">{t.cameraFailed}</p>
      ) : (
        <>
          <video ref={videoRef} className="coins-scanner__video" muted playsInline />
          <p className="coins-note">{t.scanning}</p>
        </>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t.stopScan}
      </button>
    </div>
  );
}
