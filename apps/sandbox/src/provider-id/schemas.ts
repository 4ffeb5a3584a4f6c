import { Type } from '@sinclair/typebox';

const Opt = () => Type.Optional(Type.String());
const NullableString = () => Type.Union([Type.String(), Type.Null()]);

/** Error body of Provider ID: `{ status, message }` with the HTTP status repeated. */
export const ProviderErrorBody = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
});

export const ServiceTokenBody = Type.Object({
  client_id: Type.String(),
  secret_key: Type.String(),
  /** Which identity service issued `token`; the console uses 'Health ID'. */
  token_by: Type.String(),
  token: Type.String(),
});

export const ServiceTokenResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    access_token: Type.String(),
    expiration_date: Type.String(),
    account_id: Type.String(),
    username: Type.String(),
    login_by: Type.String(),
  }),
});

export const ProfileHeaders = Type.Object({
  authorization: Opt(),
  'client-id': Opt(),
  'secret-key': Opt(),
});

export const ProfileQuery = Type.Object({
  position_type: Opt(),
  moph_center_token: Opt(),
  moph_idp_permission: Opt(),
});

export const ProviderOrganization = Type.Object({
  business_id: Type.String(),
  position: Type.String(),
  position_type: NullableString(),
  affiliation: NullableString(),
  license_id: NullableString(),
  hcode: Type.String(),
  code9: NullableString(),
  hcode9: NullableString(),
  level: NullableString(),
  hname_th: Type.String(),
  hname_eng: NullableString(),
  tax_id: NullableString(),
  license_expired_date: NullableString(),
  license_id_verify: Type.Boolean(),
  expertise: NullableString(),
  expertise_id: NullableString(),
  is_private_provider: Type.Boolean(),
  is_hr_admin: Type.Boolean(),
  is_director: Type.Boolean(),
  moph_access_token_idp: NullableString(),
});

export const ProviderProfileResponse = Type.Object({
  status: Type.Integer(),
  message: Type.String(),
  data: Type.Object({
    account_id: Type.String(),
    hash_cid: Type.String(),
    provider_id: Type.String(),
    title_th: NullableString(),
    special_title_th: NullableString(),
    name_th: Type.String(),
    name_eng: Type.String(),
    title_en: NullableString(),
    special_title_en: NullableString(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    firstname_en: Type.String(),
    lastname_en: Type.String(),
    created_at: Type.String(),
    organization: Type.Array(ProviderOrganization),
  }),
});
