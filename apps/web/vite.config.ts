import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // Installable and useful offline (issue 27, decision 0080): the manifest, and src/sw.ts built
    // with the precache list of the build. The page registers it itself (lib/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        id: '/',
        name: 'Apni Dukaan - local shops near you',
        short_name: 'Apni Dukaan',
        description: "Find local shops near you and claim your shop's listing in about two minutes.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#0b6e4f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: the page, the shopper's scripts and styles, the offline page and the icons.
        // The console's, the dashboard's, the map's and the coins scanner's chunks are kept when
        // first used instead (src/sw.ts): a cheap phone's data is not spent on them at install.
        globPatterns: ['index.html', 'offline.html', 'static/js/*.{js,css}', 'images/logo.svg', 'icons/icon-192.png'],
        globIgnores: [
          '**/*.br',
          '**/*.gz',
          ...['admin', 'console', 'duplicates', 'jsQR', 'qrcode', 'shop-map', 'owner', 'dashboard-page'].map(
            (chunk) => `**/${chunk}*`,
          ),
          ...['coins-page', 'insights-page', 'offers-page', 'products-page', 'edit-listing-page', 'demo-page'].map(
            (chunk) => `**/${chunk}*`,
          ),
        ],
        maximumFileSizeToCacheInBytes: 400 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'static/js',
    sourcemap: false,
    // Read by `npm run bench` to add up the JavaScript a first visit to a page loads.
    manifest: true,
    target: 'es2020',
  },
  server: {
    port: 5173,
    proxy: { '/v1': `http://localhost:${process.env.PORT ?? 8080}` },
  },
});
