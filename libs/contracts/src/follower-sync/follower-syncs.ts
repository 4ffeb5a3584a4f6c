import { Type, type Static } from '@sinclair/typebox';
import { type ListQuery } from '../list-query';
import { listQuerySchema, stringEnum } from '../list-query-schema';

/**
 * Follower checks (Super Admin): the LINE user IDs following the programme's account, as LINE
 * lists them (only for a verified or premium account), set against the citizens' follow status,
 * to mend the follows and unfollows missed while the webhook was down. Run by a Super Admin, or
 * nightly when FOLLOWER_SYNC_SCHEDULE is set.
 */
export const FOLLOWER_SYNC_STATUSES = ['RUNNING', 'DONE', 'FAILED', 'NOT_ALLOWED'] as const;
export type FollowerSyncStatus = (typeof FOLLOWER_SYNC_STATUSES)[number];

export const FOLLOWER_SYNC_STATUS_LABELS: Record<FollowerSyncStatus, string> = {
  RUNNING: 'กำลังตรวจ',
  DONE: 'เสร็จสิ้น',
  FAILED: 'ไม่สำเร็จ',
  NOT_ALLOWED: 'บัญชีไม่มีสิทธิ์',
};

/** Who started a check: a Super Admin, or the nightly schedule. */
export const FOLLOWER_SYNC_TRIGGERS = ['STAFF', 'SCHEDULE'] as const;
export type FollowerSyncTrigger = (typeof FOLLOWER_SYNC_TRIGGERS)[number];

export const FOLLOWER_SYNC_MESSAGES = {
  alreadyRunning: 'กำลังตรวจรายชื่อผู้ติดตามกับ LINE อยู่ กรุณารอให้รอบนี้เสร็จก่อน',
  notAllowed:
    'LINE ไม่อนุญาตให้อ่านรายชื่อผู้ติดตาม: บัญชี LINE OA ต้องเป็นบัญชีรับรอง (verified) หรือบัญชีพรีเมียมจึงจะอ่านรายชื่อผู้ติดตามได้',
  scheduled: 'ตามเวลาที่ตั้งไว้',
  /** Too many would stop following at once: nothing was changed. */
  implausible: (missing: string, following: string, percent: string) =>
    `ไม่ได้ปรับสถานะผู้ติดตาม: LINE ไม่พบผู้ติดตาม ${missing} คน จาก ${following} คนที่ระบบบันทึกว่าติดตามอยู่ (ร้อยละ ${percent}) ซึ่งมากผิดปกติ อาจเป็นเพราะตั้งค่าช่องทาง LINE ไม่ถูกต้อง (เช่น เป็นคนละบัญชี LINE OA) กรุณาตรวจสอบการตั้งค่าก่อนตรวจอีกครั้ง`,
} as const;

/**
 * A check that would mark more citizens unfollowed than this share of those following (and more
 * than `FOLLOWER_SYNC_MASS_UNFOLLOW_MIN`) changes nothing: a webhook down for a while misses a
 * few unfollows, not a tenth of the followers; that many means LINE answered for another account.
 */
export const FOLLOWER_SYNC_MASS_UNFOLLOW_SHARE = 0.1;
export const FOLLOWER_SYNC_MASS_UNFOLLOW_MIN = 100;

/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });

/**
 * One check as the API answers it. The counts of what changed are null until it is done;
 * `pagesRead` and `followersRead` grow while it runs (its progress).
 */
export const FollowerSyncRecordSchema = Type.Object({
  id: Type.Integer(),
  status: stringEnum(FOLLOWER_SYNC_STATUSES),
  trigger: stringEnum(FOLLOWER_SYNC_TRIGGERS),
  /** The Super Admin's name as it was then; null for the schedule (or a user since deleted). */
  startedByName: Type.Union([Type.String(), Type.Null()]),
  startedAt: Instant,
  finishedAt: Type.Union([Instant, Type.Null()]),
  pagesRead: Count,
  /** The follower IDs LINE listed so far (in all, once done). */
  followersRead: Count,
  /** Citizens shown not following whom LINE lists: now following. */
  newlyFollowing: Type.Union([Count, Type.Null()]),
  /** Citizens shown following whom LINE no longer lists: now not following. */
  newlyUnfollowed: Type.Union([Count, Type.Null()]),
  /** LINE user IDs listed that no citizen holds: counted only. */
  unknownToUs: Type.Union([Count, Type.Null()]),
  /** Why it failed or was not allowed, in Thai. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type FollowerSyncRecord = Static<typeof FollowerSyncRecordSchema>;

/** Newest first unless asked otherwise. */
export const FOLLOWER_SYNC_SORT_FIELDS = ['startedAt'] as const;
export type FollowerSyncSortField = (typeof FOLLOWER_SYNC_SORT_FIELDS)[number];

/** `POST /api/setting/follower-sync/list`: the checks, newest first. */
export const FOLLOWER_SYNC_LIST_DECLARATION = { sort: FOLLOWER_SYNC_SORT_FIELDS };
export const FollowerSyncListBody = listQuerySchema(FOLLOWER_SYNC_LIST_DECLARATION);
export type FollowerSyncListQuery = ListQuery<FollowerSyncSortField>;
