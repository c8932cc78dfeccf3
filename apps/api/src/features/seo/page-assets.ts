import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml, styleElement } from './html.ts';

/**
 * The screens whose first content the server draws (issue 27): the web build's chunk of each,
 * found in Vite's manifest by its source file, or by its chunk's name when it has no file of its own.
 */
export const SCREEN_CHUNKS = {
  landing: ['landing-route'],
  shop: ['src/features/layout/app-layout.tsx', 'src/features/shops/shop-page.tsx'],
  place: ['src/features/layout/app-layout.tsx', 'src/features/places/place-page.tsx'],
} as const;

export type Screen = keyof typeof SCREEN_CHUNKS;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/**
 * What a page puts in its head so that the server's content is drawn with the app's own styles at
 * once: the screen's style sheets, inline (`readCss` gives a file's text) or else linked. Inline,
 * because on slow 3G each linked sheet costs a round trip of 400 ms before the first paint, while
 * their text is a few kilobytes of brotli in the page. When the app loads the screen, Vite links
 * the same sheets again: the same rules, no change on screen.
 */
export function screenAssets(
  manifest: Record<string, ManifestChunk>,
  readCss?: (file: string) => string | undefined,
): Record<Screen, string> {
  const entries = Object.entries(manifest);
  const find = (id: string) =>
    manifest[id] ? id : entries.find(([, chunk]) => chunk.src === id || (!chunk.src && chunk.name === id))?.[0];
  const links = (ids: readonly string[]) => {
    const css = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string | undefined) => {
      const chunk = key ? manifest[key] : undefined;
      // The entry (index.html) is already in the page; every chunk is visited once.
      if (!chunk || chunk.isEntry || visited.has(chunk.file)) return;
      visited.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const id of ids) visit(find(id));
    return [...css]
      .map((file) => {
        const text = readCss?.(file);
        return text === undefined
          ? `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`
          : styleElement(text);
      })
      .join('\n    ');
  };
  return { landing: links(SCREEN_CHUNKS.landing), shop: links(SCREEN_CHUNKS.shop), place: links(SCREEN_CHUNKS.place) };
}

/** The build's manifest read once at start-up; no links without a build (API-only runs and tests). */
export function loadScreenAssets(webDist: string): Record<Screen, string> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return { landing: '', shop: '', place: '' };
  const readCss = (css: string) => {
    const at = path.join(webDist, css);
    return fs.existsSync(at) ? fs.readFileSync(at, 'utf8').trim() : undefined;
  };
  return screenAssets(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>, readCss);
}
