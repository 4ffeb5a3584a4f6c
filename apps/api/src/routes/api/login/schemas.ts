import { Type } from '@sinclair/typebox';
import { Success } from '../../../schemas/envelope';

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
