/**
 * Kept apart from the unit schemas, without TypeBox, so that a screen showing a unit's kind
 * (the unit detail, the first screen of LV1–LV3) does not load the schema library.
 */

/** Kinds of health unit (stored as text, shown in Thai). */
export const UNIT_KINDS = [
  'HOSPITAL',
  'COMMUNITY_HOSPITAL',
  'HEALTH_PROMOTING_HOSPITAL',
  'PROVINCIAL_HEALTH_OFFICE',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const UNIT_KIND_LABELS: Record<UnitKind, string> = {
  HOSPITAL: 'โรงพยาบาลศูนย์/ทั่วไป',
  COMMUNITY_HOSPITAL: 'โรงพยาบาลชุมชน',
  HEALTH_PROMOTING_HOSPITAL: 'โรงพยาบาลส่งเสริมสุขภาพตำบล',
  PROVINCIAL_HEALTH_OFFICE: 'สำนักงานสาธารณสุขจังหวัด',
};
