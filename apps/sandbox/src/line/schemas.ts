import { Type, type Static } from '@sinclair/typebox';

const Opt = () => Type.Optional(Type.String());

/** LINE Login OAuth error body. */
export const LineOAuthErrorBody = Type.Object({
  error: Type.String(),
  error_description: Type.String(),
});
export type LineOAuthErrorBody = Static<typeof LineOAuthErrorBody>;

/** Error body of the LINE social API (/v2/profile). */
export const LineApiErrorBody = Type.Object({ message: Type.String() });

export const AuthorizeQuery = Type.Object({
  response_type: Opt(),
  client_id: Opt(),
  redirect_uri: Opt(),
  state: Opt(),
  scope: Opt(),
  nonce: Opt(),
  prompt: Opt(),
  max_age: Opt(),
  ui_locales: Opt(),
  bot_prompt: Opt(),
  initial_amr_display: Opt(),
  switch_amr: Opt(),
  disable_auto_login: Opt(),
  disable_ios_auto_login: Opt(),
  code_challenge: Opt(),
  code_challenge_method: Opt(),
  /** Sandbox: approve at once as this demo identity. */
  login_hint: Opt(),
  /** Sandbox: make this sign-in fail in the named way. */
  sandbox_fault: Opt(),
});
export type AuthorizeQuery = Static<typeof AuthorizeQuery>;

export const TokenBody = Type.Object({
  grant_type: Type.String(),
  code: Type.String(),
  redirect_uri: Type.String(),
  client_id: Type.String(),
  client_secret: Type.String(),
  code_verifier: Opt(),
});
export type TokenBody = Static<typeof TokenBody>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  expires_in: Type.Integer(),
  id_token: Type.Optional(Type.String()),
  refresh_token: Type.String(),
  scope: Type.String(),
  token_type: Type.Literal('Bearer'),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const VerifyIdTokenBody = Type.Object({
  id_token: Type.String(),
  client_id: Type.String(),
  nonce: Opt(),
  user_id: Opt(),
});
export type VerifyIdTokenBody = Static<typeof VerifyIdTokenBody>;

export const IdTokenPayload = Type.Object({
  iss: Type.String(),
  sub: Type.String(),
  aud: Type.String(),
  exp: Type.Integer(),
  iat: Type.Integer(),
  nonce: Opt(),
  amr: Type.Array(Type.String()),
  name: Opt(),
  picture: Opt(),
});
export type IdTokenPayload = Static<typeof IdTokenPayload>;

export const VerifyAccessTokenQuery = Type.Object({ access_token: Type.String() });

export const VerifyAccessTokenResponse = Type.Object({
  scope: Type.String(),
  client_id: Type.String(),
  expires_in: Type.Integer(),
});

export const BearerHeaders = Type.Object({ authorization: Opt() });

export const ProfileResponse = Type.Object({
  userId: Type.String(),
  displayName: Type.String(),
  pictureUrl: Opt(),
  statusMessage: Opt(),
});

export const RevokeBody = Type.Object({
  access_token: Type.String(),
  client_id: Type.String(),
  client_secret: Opt(),
});

export const HtmlPage = Type.String({ description: 'HTML page' });
export const Redirect = Type.Null({ description: 'Redirect (Location header)' });
export const EmptyBody = Type.String({ maxLength: 0, description: 'Empty body' });
