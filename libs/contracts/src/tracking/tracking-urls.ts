import { Type, type Static } from '@sinclair/typebox';
import { patternText, requiredText } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema, stringEnum } from '../list-query-schema';

/**
 * Tracking links (issue 14): a unit's short links `/t/{code}` that count clicks and redirect.
 * LV3 manages its unit's links, LV1 and LV2 read them; Super Admin has none.
 */
export const TRACKING_URL_NAME_MAX_LENGTH = 200;
/** LINE refuses a link longer than 1000 characters; the destination may be longer (it is behind `/t/`). */
export const TRACKING_URL_TARGET_MAX_LENGTH = 2000;
/** Characters of a new short code (base64url of random bytes: unguessable). */
export const TRACKING_CODE_LENGTH = 10;
/** The public redirect's path prefix: `{PUBLIC_BASE_URL}/t/{code}`. */
export const TRACKING_REDIRECT_PREFIX = '/t/';
/** The query parameter naming the broadcast a click came from (`/t/{code}?b={broadcastId}`). */
export const TRACKING_BROADCAST_PARAM = 'b';
/** A tracking link's code as stored and matched (what `/t/{code}` accepts). */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
/** A destination: http or https, no spaces or control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const TRACKING_TARGET_PATTERN = new RegExp('^https?://[^\\s\\u0000-\\u001f\\u007f]+$');

export const TRACKING_URL_MESSAGES = {
  nameRequired: 'กรุณากรอกชื่อลิงก์ติดตาม',
  targetRequired: 'กรุณากรอกลิงก์ปลายทาง',
  targetInvalid: 'ลิงก์ปลายทางต้องขึ้นต้นด้วย http:// หรือ https:// และไม่มีช่องว่าง',
  nameTaken: 'มีลิงก์ติดตามชื่อนี้ในหน่วยบริการแล้ว',
  /** Deleting a link a sent broadcast carried: disable it instead. */
  usedInBroadcast: 'ลบไม่ได้ เนื่องจากลิงก์นี้ถูกใช้ในบรอดแคสต์ที่ส่งแล้ว ปิดการใช้งานแทนได้',
  notFound: 'ไม่พบลิงก์ติดตามนี้',
  /** The public page of an unknown or disabled code. */
  redirectNotFoundTitle: 'ไม่พบลิงก์นี้',
  redirectNotFoundText: 'ลิงก์นี้ไม่มีอยู่หรือถูกปิดการใช้งานแล้ว กรุณาติดต่อหน่วยบริการที่ส่งข้อความถึงคุณ',
} as const;

const target = patternText(TRACKING_TARGET_PATTERN, TRACKING_URL_MESSAGES.targetInvalid, {
  minLength: 1,
  maxLength: TRACKING_URL_TARGET_MAX_LENGTH,
});

/** `POST /api/tracking-url` (a new link, enabled) and `PUT /api/tracking-url/{id}`. */
export const TrackingUrlBody = Type.Object(
  {
    name: requiredText(TRACKING_URL_NAME_MAX_LENGTH),
    targetUrl: target,
    /** PUT only: false disables the link (its code then answers not-found). Absent: unchanged. */
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type TrackingUrlBody = Static<typeof TrackingUrlBody>;

export const TRACKING_URL_STATUSES = ['ENABLED', 'DISABLED'] as const;
export type TrackingUrlStatus = (typeof TRACKING_URL_STATUSES)[number];
export const TRACKING_URL_STATUS_LABELS: Record<TrackingUrlStatus, string> = {
  ENABLED: 'ใช้งาน',
  DISABLED: 'ปิดใช้งาน',
};

export const TRACKING_URL_SORT_FIELDS = ['createdAt', 'name', 'clicks'] as const;
export type TrackingUrlSortField = (typeof TRACKING_URL_SORT_FIELDS)[number];

/** `POST /api/tracking-url/list`: the unit's links; the search matches the name, code or destination. */
export const TRACKING_URL_LIST_DECLARATION = {
  sort: TRACKING_URL_SORT_FIELDS,
  filters: { status: stringEnum(TRACKING_URL_STATUSES) },
};
export const TrackingUrlListBody = listQuerySchema(TRACKING_URL_LIST_DECLARATION);
export interface TrackingUrlFilters {
  status: TrackingUrlStatus;
}
export type TrackingUrlListQuery = ListQuery<TrackingUrlSortField, TrackingUrlFilters>;

/** The short link of `code` under the public base URL (no trailing slash). */
export function trackingShortUrl(publicBaseUrl: string, code: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${TRACKING_REDIRECT_PREFIX}${code}`;
}
