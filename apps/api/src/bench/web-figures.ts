import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_CHROMIUM_ARGS, benchChromium } from './chromium.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * A route module's chunk: by its source path, or (when Vite keys a dynamic entry that is also
 * shared, as '_landing-route-HASH.js') by its name.
 */
function chunkKey(manifest: Record<string, ManifestChunk>, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[^.]+$/, '');
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name && manifest[k]!.file.endsWith('.js'),
  );
  if (!key) throw new Error(`no chunk for ${module} in the web build's manifest`);
  return key;
}

/** Gzipped JavaScript a first visit loads: the entry, its static imports and the route's chunk. */
export function initialJsKb(repoRoot: string, routeModules: string[]): number {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...routeModules.map((m) => chunkKey(manifest, m))].forEach(visit);
  const bytes = [...files]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

/**
 * Appends pages of the landing list in Chromium (360 px, CPU slowed 4x like a cheap phone) and
 * reports the longest main-thread task seen while each page is added.
 */
export async function measureListAppend(port: number): Promise<string | undefined> {
  const executablePath = benchChromium();
  if (!executablePath) return undefined;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: [...BENCH_CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // Rows are counted by a plain selector: Playwright's role queries (getByRole, and its polling
    // while waiting) run on the page's main thread and, at 120 rows with the CPU slowed 4x, made
    // long tasks of their own that the observer counted as the list's.
    const rows = async () => Number(await page.evaluate('document.querySelectorAll("li.shops-row").length'));
    // Polled from here: the page's CSP refuses the string predicates of waitForFunction.
    const waitForRows = async (more: number) => {
      const deadline = Date.now() + 30_000;
      while ((await rows()) <= more) {
        if (Date.now() > deadline) throw new Error('the list did not grow within 30 s');
        await page.waitForTimeout(100);
      }
    };
    await waitForRows(0);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Browser-side code as strings: this file is compiled without the DOM's types.
    await page.evaluate(
      "window.longTasks = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask' })",
    );
    for (let i = 0; i < 5; i++) {
      const before = await rows();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await waitForRows(before);
      await page.waitForTimeout(500);
    }
    const longest = Number(await page.evaluate('Math.max(0, ...window.longTasks)'));
    const appended = ((await rows()) - 20) / 20;
    return `${'web'.padEnd(10)} ${'append a list page (360 px, CPU x4)'.padEnd(40)} ${String(Math.round(longest)).padStart(7)} ms longest task over ${appended} pages (bar 50 ms: ${longest <= 50 ? 'ok' : 'OVER'})`;
  } finally {
    await browser.close();
  }
}
