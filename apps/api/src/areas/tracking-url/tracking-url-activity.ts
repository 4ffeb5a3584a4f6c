import { ACTIVITY_ACTION, ACTIVITY_MENU, TRACKING_URL_STATUS_LABELS } from '@hbc/contracts';
import { hideCids } from '../../cid/hide-cids';

/** A tracking link as the log describes it. */
export interface LoggedTrackingUrl {
  name: string;
  targetUrl: string;
  shortUrl: string;
  enabled: boolean;
}

const statusOf = (link: LoggedTrackingUrl) =>
  TRACKING_URL_STATUS_LABELS[link.enabled ? 'ENABLED' : 'DISABLED'];

/** Each field the log shows of a link: its Thai label and how its value reads. */
const TRACKING_URL_FIELDS = [
  ['ชื่อ', (link: LoggedTrackingUrl) => link.name],
  // A CID typed into a destination's query never reaches the log.
  ['ลิงก์ปลายทาง', (link: LoggedTrackingUrl) => hideCids(link.targetUrl)],
  ['ลิงก์ติดตาม', (link: LoggedTrackingUrl) => link.shortUrl],
  ['สถานะ', statusOf],
] as const;

const details = (link: LoggedTrackingUrl) =>
  TRACKING_URL_FIELDS.map(([label, show]) => `${label}: ${show(link)}`).join(', ');

/** The activity log's words for tracking links (staff read them in the activity log). */
export const TRACKING_URL_LOG = {
  menu: ACTIVITY_MENU.trackingUrl,
  actions: {
    create: ACTIVITY_ACTION.create,
    update: ACTIVITY_ACTION.update,
    delete: ACTIVITY_ACTION.delete,
    disable: ACTIVITY_ACTION.disable,
    enable: ACTIVITY_ACTION.enable,
  },
  subject: (link: Pick<LoggedTrackingUrl, 'name'>) => `ลิงก์ติดตาม ${link.name}`,
  describeNew: (link: LoggedTrackingUrl) => `เพิ่มลิงก์ติดตาม ${details(link)}`,
  describeDeleted: (link: LoggedTrackingUrl) => `ลบลิงก์ติดตาม ${details(link)}`,
  /** "label: old → new, …" of the fields that changed, or that nothing did. */
  describeChanges(before: LoggedTrackingUrl, after: LoggedTrackingUrl): string {
    const changed = TRACKING_URL_FIELDS.flatMap(([label, show]) => {
      const from = show(before);
      const to = show(after);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    });
    return changed.length > 0 ? changed.join(', ') : 'ไม่มีข้อมูลที่เปลี่ยนแปลง';
  },
  /** Disabling or enabling is the change's action when the status changed; else an update. */
  actionOf: (before: LoggedTrackingUrl, after: LoggedTrackingUrl): string => {
    if (before.enabled === after.enabled) return ACTIVITY_ACTION.update;
    return after.enabled ? ACTIVITY_ACTION.enable : ACTIVITY_ACTION.disable;
  },
} as const;
