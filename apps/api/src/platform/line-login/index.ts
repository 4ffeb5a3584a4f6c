export { createLineLogin, LINE_SCOPE, type LineLogin, type LineSignInRequest } from './line-login';
export { LineLoginError, type LineLoginFailure } from './errors';
export { LINE_ISSUER, verifyLineIdToken, type LineIdentity } from './id-token';
