import type { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import type { PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { fetchApi, routeClient } from './route-client.ts';

// Its own module, as the site header (on every page) needs only these two calls.
const shopper = routeClient<typeof PUBLIC_ROUTES>();
const owner = routeClient<typeof OWNER_ROUTES>();
const sessionPath = shopper.at('otpSession', '/otp/session');
const logoutPath = owner.at('ownerLogout', '/owner/logout');

/** The shopper's session: the number its cookie proves, and signing out. */
export const sessionApi = {
  number: () => fetchApi(shopper.get('otpSession', sessionPath)),
  /** Ends this device's session, or with `everywhere` every session of the number. */
  signOut: (everywhere: boolean) =>
    owner.send('ownerLogout', 'POST', everywhere ? `${logoutPath}?all=true` : logoutPath),
} as const;
