import fp from 'fastify-plugin';
import { seoRoutes } from '../features/seo/seo.routes.ts';
import { publicImagesRoutes } from '../features/uploads/public-images.ts';
import type { AppContext } from './services.ts';

/** What the root serves beside /v1: published store-front photos, and the server-filled SEO pages and sitemaps. */
export const pages = fp<AppContext>(
  async (app, { config, db, now, publicImages, seo }) => {
    await app.register(publicImagesRoutes, { images: publicImages });
    await app.register(seoRoutes, { db, seo, publicUrl: config.publicUrl, now });
  },
  { name: 'pages' },
);
