import { redirect } from 'react-router';
import type { RouteCheck } from '../guards/guard-loader';
import { completeProviderLogin, isProviderReturn } from './complete-provider-login';

/**
 * The check of `/provider-login`: on Health ID's return it finishes the sign-in and redirects;
 * otherwise the page with the Provider ID button shows.
 */
export function providerLoginCheck(): RouteCheck {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!isProviderReturn(url)) return null;
    return redirect(await completeProviderLogin(url));
  };
}
