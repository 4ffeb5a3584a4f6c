/**
 * What the programme knows of a citizen (architecture §3): sex, follow status of the programme's
 * LINE Official Account, tags. Shared by the database's checks, the imports, the segment rules
 * and the screens' labels.
 */
export const SEXES = ['MALE', 'FEMALE', 'UNKNOWN'] as const;
export type Sex = (typeof SEXES)[number];

export const SEX_LABELS: Record<Sex, string> = {
  MALE: 'ชาย',
  FEMALE: 'หญิง',
  UNKNOWN: 'ไม่ระบุ',
};

export const FOLLOW_STATUSES = ['FOLLOWING', 'UNFOLLOWED', 'UNKNOWN'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

export const FOLLOW_STATUS_LABELS: Record<FollowStatus, string> = {
  FOLLOWING: 'ติดตาม',
  UNFOLLOWED: 'เลิกติดตาม',
  UNKNOWN: 'ไม่ทราบ',
};

/** A tag (for example a chronic-disease or programme group): 1–50 characters, no comma or bar. */
export const CITIZEN_TAG_MAX_LENGTH = 50;
export const CITIZEN_TAG_PATTERN = '^[^,|\\s](?:[^,|]*[^,|\\s])?$';
/** Most tags one citizen carries. */
export const CITIZEN_TAGS_MAX = 20;

/** A LINE userId: 'U' and 32 hexadecimal digits. */
export const LINE_USER_ID_PATTERN = '^U[0-9a-f]{32}$';

/** Ages a segment may ask for, in completed years. */
export const AGE_MAX = 130;
