import { Type, type Static } from '@sinclair/typebox';

const Opt = () => Type.Optional(Type.String());

/** Error body of Health ID. */
export const HealthIdErrorBody = Type.Object({
  status: Type.String(),
  message: Type.String(),
});

export const RedirectQuery = Type.Object({
  client_id: Opt(),
  redirect_uri: Opt(),
  response_type: Opt(),
  state: Opt(),
  scope: Opt(),
  /** Sandbox: approve at once as this demo identity. */
  login_hint: Opt(),
  /** Sandbox: make this sign-in (or its Provider ID steps) fail in the named way. */
  sandbox_fault: Opt(),
});
export type RedirectQuery = Static<typeof RedirectQuery>;

export const HealthIdTokenBody = Type.Object({
  grant_type: Type.String(),
  code: Type.String(),
  redirect_uri: Type.String(),
  client_id: Type.String(),
  client_secret: Type.String(),
});

export const HealthIdTokenResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    account_id: Type.String(),
    expiration_date: Type.String(),
  }),
  message: Type.String(),
});

export const HtmlPage = Type.String({ description: 'HTML page' });
export const Redirect = Type.Null({ description: 'Redirect (Location header)' });
