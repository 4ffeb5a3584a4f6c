/** Whether `/provider-login` was opened as Health ID's return (`?code&state`, or `?error`). */
export function isProviderReturn(url: URL): boolean {
  return url.searchParams.has('code') || url.searchParams.has('error');
}
