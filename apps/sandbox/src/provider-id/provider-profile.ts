import type { Static } from '@sinclair/typebox';
import type { HealthIdIdentity } from '../domain/identities';
import type { ProviderProfileResponse } from './schemas';

type ProfileData = Static<typeof ProviderProfileResponse>['data'];

/** When the demo provider accounts were registered. */
const REGISTERED_AT = '2023-05-01T08:00:00.000000Z';

/** Provider ID's profile `data` of an identity, in the service's field names. */
export function providerProfileData(
  identity: HealthIdIdentity,
  providerId: string,
  options: { withOrganizations: boolean; withPositionType: boolean },
): ProfileData {
  const p = identity.provider;
  return {
    account_id: p.healthAccountId,
    hash_cid: p.hashCid,
    provider_id: providerId,
    title_th: p.title_th,
    special_title_th: null,
    name_th: `${p.firstname_th} ${p.lastname_th}`,
    name_eng: `${p.firstname_en} ${p.lastname_en}`,
    title_en: p.title_en,
    special_title_en: null,
    firstname_th: p.firstname_th,
    lastname_th: p.lastname_th,
    firstname_en: p.firstname_en,
    lastname_en: p.lastname_en,
    created_at: REGISTERED_AT,
    organization: options.withOrganizations
      ? p.organizations.map((org) => ({
          business_id: `BID${org.hcode}`,
          position: org.position,
          position_type: options.withPositionType ? 'ข้าราชการ' : null,
          affiliation: 'สำนักงานปลัดกระทรวงสาธารณสุข',
          license_id: null,
          hcode: org.hcode,
          code9: null,
          hcode9: null,
          level: null,
          hname_th: org.hname_th,
          hname_eng: null,
          tax_id: null,
          license_expired_date: null,
          license_id_verify: false,
          expertise: null,
          expertise_id: null,
          is_private_provider: false,
          is_hr_admin: false,
          is_director: false,
          moph_access_token_idp: null,
        }))
      : [],
  };
}
