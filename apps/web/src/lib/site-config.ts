import { API_PATHS, type SiteConfig } from '@local-shops/shared';
import { apiRequest } from './api.ts';

let pending: Promise<SiteConfig | null> | undefined;

/**
 * The public run-time settings (GET /v1/site-config), asked once per page load. Null when they
 * cannot be had: the map then shows its markers without tiles.
 */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  pending ??= apiRequest<SiteConfig>(API_PATHS.siteConfig).catch((error: unknown) => {
    console.error(error);
    pending = undefined;
    return null;
  });
  return pending;
}
