import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
