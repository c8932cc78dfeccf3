import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { API_PREFIX, MESSAGES } from '@local-shops/shared';
import { sendError } from './errors.ts';
import type { AppContext } from './services.ts';

/**
 * The built SPA's files and the root's not-found handler: the SPA's index.html for any other
 * page, our JSON 404 under /v1 (or when there is no build). Registered last, on the root.
 */
export const webApp = fp<AppContext>(
  async (app, { config }) => {
    const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: config.webDist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz beside each asset (apps/web/compress.mjs).
        preCompressed: true,
        // Our own cache-control (setHeaders) instead of the plugin's max-age=0.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Hashed bundles never change; everything else is checked on each visit.
          const immutable = filePath.includes(`${path.sep}static${path.sep}js${path.sep}`);
          // The service worker and its precache list are checked on every visit (issue 27): a new version at once.
          const always = /(^|[\\/])(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(filePath);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : always ? 'no-cache' : 'public, max-age=300',
          );
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
      if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        // The SPA owns every other path (its router shows its own not-found page).
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(request, reply, 404, MESSAGES.notFound);
    });
  },
  { name: 'web-app' },
);
