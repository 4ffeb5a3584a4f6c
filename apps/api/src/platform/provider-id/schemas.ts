import { Type, type Static } from '@sinclair/typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** `POST {Health ID}/api/v1/token` success. */
export const HealthIdTokenResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({
    access_token: Type.String({ minLength: 1 }),
    account_id: Type.Optional(Type.String()),
  }),
});

/** `POST {Provider ID}/api/v1/services/token` success. */
export const ProviderTokenResponse = Type.Object({
  data: Type.Object({ access_token: Type.String({ minLength: 1 }) }),
});

/** `GET {Provider ID}/api/v1/services/profile` success: the fields the console relies on. */
export const ProviderProfileResponse = Type.Object({
  data: Type.Object({
    account_id: Type.Optional(Type.String()),
    hash_cid: Type.String(),
    provider_id: Type.String({ minLength: 1 }),
    title_th: Type.Optional(NullableString),
    firstname_th: Type.Optional(NullableString),
    lastname_th: Type.Optional(NullableString),
    firstname_en: Type.Optional(NullableString),
    lastname_en: Type.Optional(NullableString),
    organization: Type.Optional(
      Type.Array(
        Type.Object({
          hcode: Type.Optional(NullableString),
          hname_th: Type.Optional(NullableString),
          position: Type.Optional(NullableString),
        }),
      ),
    ),
  }),
});
export type ProviderProfileData = Static<typeof ProviderProfileResponse>['data'];
