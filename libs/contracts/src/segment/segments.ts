import { Type, type Static } from '@sinclair/typebox';
import { requiredText } from '../field-rules';
import { type ListQuery } from '../list-query';
import { listQuerySchema } from '../list-query-schema';
import { SegmentRules } from './segment-rules';

/**
 * Segments (architecture §3–5): a unit's named rules over its citizens. LV1 and LV3 manage their
 * unit's segments, LV2 reads them; Super Admin has none.
 */
export const SEGMENT_NAME_MAX_LENGTH = 200;

export const SEGMENT_MESSAGES = {
  nameRequired: 'กรุณากรอกชื่อกลุ่มเป้าหมาย',
  nameTaken: 'มีกลุ่มเป้าหมายชื่อนี้ในหน่วยบริการแล้ว',
  inUse: 'ลบไม่ได้ เนื่องจากกลุ่มเป้าหมายนี้ถูกใช้ในบรอดแคสต์ที่ตั้งเวลาไว้หรือกำลังส่ง',
  /** A draft or an ended broadcast still names the segment (its record keeps the target). */
  usedByBroadcasts: 'ลบไม่ได้ เนื่องจากกลุ่มเป้าหมายนี้ถูกใช้ในบรอดแคสต์แล้ว (ฉบับร่างหรือที่ส่งไปแล้ว)',
} as const;

/** `POST /api/segment` and `PUT /api/segment/{id}`. A saved segment has at least one condition. */
export const SegmentBody = Type.Object(
  {
    name: requiredText(SEGMENT_NAME_MAX_LENGTH),
    rules: SegmentRules,
  },
  { additionalProperties: false },
);
export type SegmentBody = Static<typeof SegmentBody>;

export const SEGMENT_SORT_FIELDS = ['name', 'updatedAt', 'cachedCount'] as const;
export type SegmentSortField = (typeof SEGMENT_SORT_FIELDS)[number];

/** `POST /api/segment/list`: the unit's segments; the search matches the name. */
export const SEGMENT_LIST_DECLARATION = { sort: SEGMENT_SORT_FIELDS, filters: {} };
export const SegmentListBody = listQuerySchema(SEGMENT_LIST_DECLARATION);
export type SegmentListQuery = ListQuery<SegmentSortField>;

/** `POST /api/segment/count`: how many citizens of the user's unit the rules reach now. */
export const SegmentCountBody = Type.Object(
  {
    rules: SegmentRules,
    /** Also answer the breakdown by age band, sex and province (the detail page); the form's live count does not. */
    breakdown: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SegmentCountBody = Static<typeof SegmentCountBody>;

/** Age bands of the breakdown, in completed years; the last has no upper end. */
export const AGE_BANDS = [
  { key: '0-14', min: 0, max: 14, label: '0–14 ปี' },
  { key: '15-24', min: 15, max: 24, label: '15–24 ปี' },
  { key: '25-34', min: 25, max: 34, label: '25–34 ปี' },
  { key: '35-44', min: 35, max: 44, label: '35–44 ปี' },
  { key: '45-59', min: 45, max: 59, label: '45–59 ปี' },
  { key: '60+', min: 60, max: null, label: '60 ปีขึ้นไป' },
] as const;
export type AgeBandKey = (typeof AGE_BANDS)[number]['key'] | 'unknown';
export const AGE_BAND_UNKNOWN_LABEL = 'ไม่ทราบอายุ';

/** An uploaded list of CIDs for a `CID_LIST` condition (`POST /api/segment/cid-list`). */
export const SEGMENT_CID_LIST_MAX_ROWS = 200_000;
/** How many of an uploaded list's bad rows its answer names (`invalidRows` counts them all). */
export const SEGMENT_CID_LIST_PROBLEMS_MAX = 100;
export const SegmentCidListBody = Type.Object(
  {
    fileName: requiredText(255),
    /** The CSV or XLSX file, base64 (a data URL is accepted too). */
    base64: Type.String({ minLength: 1, maxLength: Math.ceil((10 * 1024 * 1024) / 3) * 4 + 200 }),
  },
  { additionalProperties: false },
);
export type SegmentCidListBody = Static<typeof SegmentCidListBody>;
