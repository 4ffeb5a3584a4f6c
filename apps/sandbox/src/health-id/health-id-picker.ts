import { HEALTH_ID_FAULT_LABELS, type HealthIdFault } from '../domain/faults';
import { avatarPath, describeUser, healthIdIdentities } from '../domain/identities';
import { withQuery } from '../domain/redirect';
import type { PickerPageModel } from '../pages/picker-page';
import { HEALTH_ID_BRAND } from './health-id-errors';

/** The Health ID picker page: every identity with a Health ID account. */
export function healthIdPickerModel(input: {
  action: string;
  params: Record<string, string>;
  redirectUri: URL;
  state: string | undefined;
  notice?: string;
}): PickerPageModel {
  return {
    brand: HEALTH_ID_BRAND,
    title: 'เลือกบัญชีผู้ให้บริการเพื่อเข้าสู่ระบบ',
    lead: 'เลือกบัญชี Health ID ทดสอบ ระบบจะส่งรหัสยืนยันกลับไปยังแอปพลิเคชันเพื่อขอข้อมูล Provider ID',
    action: input.action,
    params: input.params,
    entries: healthIdIdentities().map((identity) => {
      const provider = identity.provider;
      const organization = provider.organizations[0];
      return {
        id: identity.id,
        avatarPath: avatarPath(identity.id),
        name: `${provider.title_th}${provider.firstname_th} ${provider.lastname_th}`,
        details: [
          provider.providerId
            ? `Provider ID ${provider.providerId}${organization ? ` · ${organization.position} · ${organization.hname_th}` : ''}`
            : 'ไม่มี Provider ID',
          describeUser(identity),
        ],
      };
    }),
    faults: (Object.keys(HEALTH_ID_FAULT_LABELS) as HealthIdFault[]).map((value) => ({
      value,
      label: HEALTH_ID_FAULT_LABELS[value],
    })),
    cancelUrl: withQuery(input.redirectUri, {
      error: 'access_denied',
      error_description: 'The user denied the request.',
      state: input.state,
    }),
    ...(input.notice ? { notice: input.notice } : {}),
  };
}
