export {
  createProviderSignIn,
  type ProviderProfile,
  type ProviderSignIn,
  type ProviderSignInRequest,
} from './provider-sign-in';
export { ProviderIdError, type ProviderSignInStep } from './errors';
