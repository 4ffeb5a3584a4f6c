import { replace } from 'react-router';
import type { RouteCheck } from '../guards/guard-loader';
import { isProviderReturn } from './provider-return';

/**
 * The check of `/provider-login`: on Health ID's return it finishes the sign-in and redirects,
 * replacing the return address in the history; otherwise the page with the Provider ID button shows.
 */
export function providerLoginCheck(): RouteCheck {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (!isProviderReturn(url)) return null;
    // Loaded only on Health ID's return, so that the sign-in pages start without the API client.
    const { completeProviderLogin } = await import('./complete-provider-login');
    return replace(await completeProviderLogin(url));
  };
}
