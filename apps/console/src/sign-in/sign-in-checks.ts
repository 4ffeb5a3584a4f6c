/** The sign-in routes' checks, in a chunk of their own: the signed-in console starts without them. */
export { inviteLoader, loginCallbackCheck, providerLoginCheck } from '@hbc/auth-flow';
