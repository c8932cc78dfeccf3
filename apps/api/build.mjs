// Bundles the API's entry points into dist/. The workspace package @local-shops/shared (TypeScript
// source) is bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: {
    server: 'src/server.ts',
    import: 'src/cli/import.ts',
    bench: 'src/bench/bench.ts',
    'bench-uploads': 'src/bench/bench-uploads.ts',
    'bench-timings': 'src/bench/bench-timings.ts',
    'bench-generic': 'src/bench/generic-read.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Real ES modules, shared code and the lazily loaded locale files in chunks of their own. Without
  // splitting, esbuild wraps every module that is also imported dynamically (the text catalogue
  // loads locales/<code>/*.ts by a pattern) in a lazy initialiser, and a value reached only through
  // `export *` of the package index was read before its initialiser ran (REVIEWS_PAGE_SIZE: undefined).
  splitting: true,
  // Chunks beside the entry points, in dist/ itself: config.ts finds the repository (the web app,
  // data/) from its own file's place, which must stay apps/api/dist/.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  // @playwright/test and lighthouse (root dev dependencies) are only loaded by the bench, when a browser is there.
  external: [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    '@playwright/test',
    'lighthouse',
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
