import { Type } from '@sinclair/typebox';
import { ErrorBody, Success } from '../../schemas/envelope';

export const AuthorizeUrlQuery = Type.Object({
  redirect_uri: Type.String({
    minLength: 1,
    maxLength: 2000,
    description: 'Where the platform returns to; its origin must be one of CONSOLE_ORIGINS',
  }),
});

export const AuthorizeUrlBody = Success(
  Type.Object({
    url: Type.String({ description: 'The authorize page to send the browser to' }),
    state: Type.String({ description: 'One-time state the return must carry (10 minutes)' }),
  }),
);

export const LoginBody = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ minLength: 1, maxLength: 1000 }),
  code_invite: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
});

/** 200 SUCCESS with the token, or 200 NO_DATA (no staff user for this LINE account). */
export const LoginAnswer = Type.Object({
  message: Type.Union([Type.Literal('SUCCESS'), Type.Literal('NO_DATA')]),
  access_token: Type.Optional(Type.String()),
});

export const ProviderLoginBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 1000 }),
  state: Type.String({ minLength: 1, maxLength: 200 }),
});

export const ProviderLoginAnswer = Type.Object({
  message: Type.Literal('SUCCESS'),
  access_token: Type.String(),
});

export const LogoutAnswer = Success(Type.Null());

const OrganizationRef = Type.Object({
  hcode: Type.String(),
  name: Type.Union([Type.String(), Type.Null()]),
});

/**
 * `OrganizationMismatch` of `@hbc/contracts`: the user's unit and the Provider ID profile's
 * organisations, none of which it is.
 */
export const OrganizationMismatchSchema = Type.Object({
  unit: OrganizationRef,
  organizations: Type.Array(OrganizationRef),
  invited: Type.Boolean({ description: 'The user has not signed in yet: invited to `unit`' }),
});

/** A 403 of the provider step; PROVIDER_NO_ORGANIZATION carries `organization_mismatch`. */
export const ProviderLoginRefusal = Type.Composite([
  ErrorBody,
  Type.Object({ organization_mismatch: Type.Optional(OrganizationMismatchSchema) }),
]);
