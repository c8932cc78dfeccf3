import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '@local-shops/shared';

/** Text and attribute values in HTML: the five characters that could end or open markup. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * JSON inside `<script type="application/ld+json">`: JSON.stringify, then every character that
 * could close the script or open a comment written as a \u escape, which JSON parsers read back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** What a server-rendered page puts in the head. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address; none on a not-found page. */
  canonical?: string;
  /** Open Graph image, absolute. */
  image?: string;
  ogType?: string;
  /** JSON-LD documents, each in its own script. */
  jsonLd?: unknown[];
  /** `noindex` for pages that must not be listed (not found). */
  robots?: string;
}

export function headMarkup(head: PageHead, siteName: string): string {
  const parts = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.robots) parts.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  parts.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:type" content="${escapeHtml(head.ogType ?? 'website')}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  );
  if (head.canonical) parts.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  if (head.image) parts.push(`<meta property="og:image" content="${escapeHtml(head.image)}" />`);
  parts.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  for (const doc of head.jsonLd ?? []) parts.push(`<script type="application/ld+json">${jsonForScript(doc)}</script>`);
  return parts.join('\n    ');
}

/** The SPA shell when no web build is there (API-only runs and tests): the same head and root. */
const FALLBACK_SHELL = `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Apni Dukaan</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The built index.html cut once into the pieces around the head and the root element. */
export interface PageTemplate {
  render(head: string, body: string): string;
}

/**
 * The server's content sits in the root inside this mark: the app renders beside it, hidden, and
 * removes it when its own screen is ready (issue 27, decision 0084; web lib/server-page.ts).
 */
export const SERVER_PAGE_OPEN = '<div class="server-page" data-server-page>';

const ROOT = '<div id="root"></div>';

export function createTemplate(html: string): PageTemplate {
  // The shell's own title, description and Open Graph tags give way to the page's.
  const shell = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<meta\s+property="og:[^"]*"[^>]*>\s*/gi, '');
  // The app's script after the server's content: on slow 3G the page's own bytes then come first,
  // not shared with the bundle's (a module script runs after parsing wherever it stands).
  const scripts: string[] = [];
  const page = shell.replace(/<script type="module"[^>]*><\/script>\s*/g, (script) => {
    scripts.push(script.trim());
    return '';
  });
  const rootAt = page.includes(ROOT) ? page.indexOf(ROOT) : page.length;
  const headEnd = page.indexOf('</head>');
  // A shell without a head (a bare test page) takes the head just before its root.
  const headAt = headEnd >= 0 && headEnd < rootAt ? headEnd : rootAt;
  const beforeHead = page.slice(0, headAt);
  const middle = page.slice(headAt, rootAt);
  const after = `${scripts.join('')}${page.slice(Math.min(page.length, rootAt + ROOT.length))}`;
  return {
    render: (head, body) =>
      `${beforeHead}${head}\n${middle}<div id="root">${SERVER_PAGE_OPEN}${body}</div></div>${after}`,
  };
}

/** CSS inside a style element: a `</style` in it would end the element; CSS reads `<\/style` the same. */
export const styleElement = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The shell's own style sheet links, inline: on slow 3G each is a round trip of 400 ms before the
 * server's content can be painted (issue 27). Only the pages the server fills get this; the shell
 * served for every other address keeps its link, which the browser keeps in its cache.
 */
export function inlineStyleSheets(html: string, webDist: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const at = path.join(webDist, file);
    return !file.includes('..') && fs.existsSync(at) ? styleElement(fs.readFileSync(at, 'utf8').trim()) : link;
  });
}

/** The web build's index.html, read once at start-up and kept in memory; the fallback shell without one. */
export function loadTemplate(webDist: string): PageTemplate {
  const file = path.join(webDist, 'index.html');
  return createTemplate(
    fs.existsSync(file) ? inlineStyleSheets(fs.readFileSync(file, 'utf8'), webDist) : FALLBACK_SHELL,
  );
}
