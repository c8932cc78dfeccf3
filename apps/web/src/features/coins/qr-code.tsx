import { useEffect, useState } from 'react';
import { spacedCode } from './coins-format.ts';

/** The dark modules of a QR code as one SVG path (each module a 1×1 square), and its size. */
interface Modules {
  text: string;
  size: number;
  path: string;
}

async function modulesOf(text: string): Promise<Modules> {
  // The generator loads only on the screens that show a code (a small, maintained library).
  const { default: qrcode } = await import('qrcode-generator');
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  return { text, size, path };
}

const QUIET = 4;

/** A QR code drawn as SVG (no canvas, no inner HTML); `label` names it for screen readers. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [modules, setModules] = useState<Modules | null>(null);
  useEffect(() => {
    let live = true;
    modulesOf(text).then(
      (made) => live && setModules(made),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [text]);
  const shown = modules?.text === text ? modules : null;
  const box = (shown?.size ?? 21) + QUIET * 2;
  return (
    <svg
      className="coins-qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
      width="220"
      height="220"
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET} y={-QUIET} width={box} height={box} className="coins-qr__back" />
      {shown ? <path d={shown.path} className="coins-qr__dark" data-qr={shown.text} /> : null}
    </svg>
  );
}

/** The 6 digits, large and spaced for the eye ('123 456'), read out whole by screen readers ('Code: 123456'). */
export function CodeDigits({ label, code }: { label: string; code: string }) {
  return (
    <p className="coins-code__digits">
      <span className="visually-hidden">
        {label}: {code}
      </span>
      <span aria-hidden="true">{spacedCode(code)}</span>
    </p>
  );
}
