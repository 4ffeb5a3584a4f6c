import { LINE_FAULT_LABELS, type LineFault } from '../domain/faults';
import { describeUser, lineIdentities } from '../domain/identities';
import { withQuery } from '../domain/redirect';
import type { PickerPageModel } from '../pages/picker-page';
import { LINE_BRAND } from './line-errors';

/** The LINE picker page: every identity with a LINE account. */
export function linePickerModel(input: {
  action: string;
  params: Record<string, string>;
  redirectUri: URL;
  state: string | undefined;
  notice?: string;
}): PickerPageModel {
  return {
    brand: LINE_BRAND,
    title: 'เลือกบัญชี LINE เพื่อเข้าสู่ระบบ',
    lead: 'เลือกบัญชีทดสอบที่ต้องการใช้เข้าสู่ระบบ ระบบจะส่งกลับไปยังแอปพลิเคชันที่ขอเข้าสู่ระบบทันที',
    action: input.action,
    params: input.params,
    entries: lineIdentities().map((identity) => ({
      id: identity.id,
      avatarPath: identity.line.picturePath,
      name: `${identity.line.displayName} (${identity.displayName})`,
      details: [describeUser(identity), identity.purpose],
    })),
    faults: (Object.keys(LINE_FAULT_LABELS) as LineFault[]).map((value) => ({
      value,
      label: LINE_FAULT_LABELS[value],
    })),
    cancelUrl: withQuery(input.redirectUri, {
      error: 'access_denied',
      error_description: 'The resource owner denied the request.',
      state: input.state,
    }),
    ...(input.notice ? { notice: input.notice } : {}),
  };
}
