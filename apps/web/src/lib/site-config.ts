import type { SiteConfig } from '@local-shops/shared';
import { publicApi } from './public-api.ts';
import { fetchApi } from './route-client.ts';

let pending: Promise<SiteConfig | null> | undefined;

/**
 * The public run-time settings (GET /v1/site-config), asked once per page load. Null when they
 * cannot be had: the map then shows its markers without tiles.
 */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  pending ??= fetchApi(publicApi.siteConfig()).catch((error: unknown) => {
    console.error(error);
    pending = undefined;
    return null;
  });
  return pending;
}
