import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  TRACKING_URL_STATUS_LABELS,
  type ActivityLogEntry,
} from '@hbc/contracts';
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

const subject = (link: Pick<LoggedTrackingUrl, 'name'>) => `ลิงก์ติดตาม ${link.name}`;
const entry = (action: string, about: string, description: string): ActivityLogEntry => ({
  action,
  menu: ACTIVITY_MENU.trackingUrl,
  subject: about,
  description,
});

/** Disabling or enabling is the change's action when the status changed; else an update. */
function actionOf(before: LoggedTrackingUrl, after: LoggedTrackingUrl): string {
  if (before.enabled === after.enabled) return ACTIVITY_ACTION.update;
  return after.enabled ? ACTIVITY_ACTION.enable : ACTIVITY_ACTION.disable;
}

/** The activity log's entries for tracking links (staff read them in the activity log). */
export const TRACKING_URL_ENTRIES = {
  created: (link: LoggedTrackingUrl) =>
    entry(ACTIVITY_ACTION.create, subject(link), `เพิ่มลิงก์ติดตาม ${details(link)}`),
  /** "label: old → new, …" of the fields that changed, or that nothing did. */
  changed(before: LoggedTrackingUrl, after: LoggedTrackingUrl): ActivityLogEntry {
    const changed = TRACKING_URL_FIELDS.flatMap(([label, show]) => {
      const from = show(before);
      const to = show(after);
      return from === to ? [] : [`${label}: ${from} → ${to}`];
    });
    const description = changed.length > 0 ? changed.join(', ') : 'ไม่มีข้อมูลที่เปลี่ยนแปลง';
    return entry(actionOf(before, after), subject(after), description);
  },
  deleted: (link: LoggedTrackingUrl) =>
    entry(ACTIVITY_ACTION.delete, subject(link), `ลบลิงก์ติดตาม ${details(link)}`),
};
