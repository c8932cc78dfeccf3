import fp from 'fastify-plugin';
import { tileImageSource } from '../features/site-config/site-config.routes.ts';
import { securityHeaders as headersHook, helmetHeaderSet } from '../lib/security-headers.ts';
import type { AppContext } from './services.ts';

/**
 * What the API's answers need of helmet's headers (DESIGN.md section 2: no HTML-only security headers
 * on JSON): no sniffing, no framing, no referrer, same-origin reads, HTTPS. The HTML set is 12
 * headers and about 800 bytes; this one is 5 and about 250.
 */
const API_HEADERS = helmetHeaderSet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  originAgentCluster: false,
  referrerPolicy: { policy: 'no-referrer' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Helmet's headers with a CSP that allows only what the app loads, on pages; a short set on /v1. The first onRequest hook. */
export const securityHeaders = fp<AppContext>(
  async (app, { config, payments }) => {
    // Razorpay's checkout script and frame, only when Razorpay takes the payments.
    const checkoutHosts = payments.provider.name === 'razorpay' ? ['https://checkout.razorpay.com'] : [];
    const html = helmetHeaderSet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The map's tiles (MAP_TILE_URL) are images from the tile server.
          imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.map.tileUrl)],
          scriptSrc: ["'self'", ...checkoutHosts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...checkoutHosts, ...(checkoutHosts.length ? ['https://api.razorpay.com'] : [])],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', headersHook({ html, api: API_HEADERS }));
  },
  { name: 'security-headers' },
);
