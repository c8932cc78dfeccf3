import fp from 'fastify-plugin';
import { tileImageSource } from '../features/site-config/site-config.routes.ts';
import { securityHeaders as helmetHeaders } from '../lib/security-headers.ts';
import type { AppContext } from './services.ts';

/** Helmet's headers with a CSP that allows only what the app loads: the first onRequest hook of every response. */
export const securityHeaders = fp<AppContext>(
  async (app, { config, payments }) => {
    // Razorpay's checkout script and frame, only when Razorpay takes the payments.
    const checkoutHosts = payments.provider.name === 'razorpay' ? ['https://checkout.razorpay.com'] : [];
    app.addHook(
      'onRequest',
      helmetHeaders({
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
      }),
    );
  },
  { name: 'security-headers' },
);
