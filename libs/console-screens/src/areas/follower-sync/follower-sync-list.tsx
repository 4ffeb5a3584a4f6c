import { listFollowerSyncs } from '@hbc/api-clients';
import {
  FOLLOWER_SYNC_MESSAGES,
  FOLLOWER_SYNC_SORT_FIELDS,
  FOLLOWER_SYNC_STATUS_LABELS,
  ROUTES,
  type FollowerSyncListQuery,
  type FollowerSyncRecord,
  type FollowerSyncSortField,
} from '@hbc/contracts';
import { dateTimeColumn } from '@hbc/data-screens';
import { formatCount } from '../../formatting/format-count';
import { defineList } from '../../resources/define-resource';

export const FOLLOWER_SYNC_TEXT = {
  start: 'ตรวจรายชื่อผู้ติดตามกับ LINE',
  confirmMessage:
    'ระบบจะอ่านรายชื่อผู้ติดตามบัญชี LINE OA ทั้งหมดจาก LINE แล้วปรับสถานะในระบบให้ตรงกัน: ผู้ที่ระบบบันทึกว่าติดตามแต่ LINE ไม่มีในรายชื่อแล้วจะเปลี่ยนเป็นเลิกติดตาม และผู้ที่ LINE มีในรายชื่อแต่ระบบบันทึกว่าไม่ได้ติดตามจะเปลี่ยนเป็นติดตาม รายชื่อที่ไม่พบในระบบจะนับไว้เท่านั้น ใช้ได้เฉพาะบัญชีรับรองหรือบัญชีพรีเมียม และอาจใช้เวลาหลายนาทีเมื่อมีผู้ติดตามมาก',
  confirm: 'เริ่มตรวจ',
  started: 'เริ่มตรวจรายชื่อผู้ติดตามกับ LINE แล้ว',
  startFailed: 'เริ่มตรวจรายชื่อผู้ติดตามไม่สำเร็จ',
  search: 'ค้นหาชื่อผู้เริ่มหรือหมายเหตุ',
  startedAt: 'เริ่มเมื่อ',
  startedBy: 'เริ่มโดย',
  status: 'สถานะ',
  followers: 'ผู้ติดตามใน LINE',
  following: 'กลับมาติดตาม',
  unfollowed: 'เลิกติดตาม',
  unknown: 'ไม่พบในระบบ',
  finishedAt: 'เสร็จเมื่อ',
  note: 'หมายเหตุ',
  progress: (pages: number, followers: number) =>
    `อ่านแล้ว ${formatCount(pages)} หน้า ${formatCount(followers)} คน`,
  emptyTitle: 'ยังไม่เคยตรวจรายชื่อผู้ติดตามกับ LINE',
  emptyManage:
    'ตรวจเมื่อ webhook ของ LINE ขัดข้อง เพื่อให้สถานะผู้ติดตามในระบบตรงกับ LINE (หรือตั้ง FOLLOWER_SYNC_SCHEDULE ให้ตรวจทุกคืน)',
} as const;

const TEXT = FOLLOWER_SYNC_TEXT;

/** A count once the check is done; a dash before. */
const countOrDash = (value: number | null) => (value === null ? '-' : formatCount(value));

/** A check's status as staff read it: while it runs, how far it has read. */
export function followerSyncStatusText(run: FollowerSyncRecord): string {
  const label = FOLLOWER_SYNC_STATUS_LABELS[run.status];
  return run.status === 'RUNNING'
    ? `${label} (${TEXT.progress(run.pagesRead, run.followersRead)})`
    : label;
}

/**
 * /setting/follower-sync: the checks of the followers against LINE, newest first: when, by whom
 * (or the schedule), their status (progress while running), LINE's follower count, what changed
 * and why one failed.
 */
export const FOLLOWER_SYNC_LIST = defineList<FollowerSyncRecord, FollowerSyncSortField>({
  path: ROUTES.followerSync,
  manages: 'followerSync',
  fetchPage: (query, signal) => listFollowerSyncs(query as FollowerSyncListQuery, signal),
  sortFields: FOLLOWER_SYNC_SORT_FIELDS,
  defaultSort: { field: 'startedAt', direction: 'desc' },
  search: TEXT.search,
  columns: [
    dateTimeColumn<FollowerSyncRecord>('startedAt', TEXT.startedAt),
    {
      field: 'status',
      headerName: TEXT.status,
      width: 240,
      sortable: false,
      valueGetter: (_value, row) => followerSyncStatusText(row),
    },
    {
      field: 'startedByName',
      headerName: TEXT.startedBy,
      width: 170,
      sortable: false,
      valueGetter: (_value, row) =>
        row.trigger === 'SCHEDULE' ? FOLLOWER_SYNC_MESSAGES.scheduled : (row.startedByName ?? '-'),
    },
    {
      field: 'followersRead',
      headerName: TEXT.followers,
      width: 130,
      sortable: false,
      type: 'number',
      valueFormatter: (value: number) => formatCount(value),
    },
    ...(
      [
        ['newlyFollowing', TEXT.following],
        ['newlyUnfollowed', TEXT.unfollowed],
        ['unknownToUs', TEXT.unknown],
      ] as const
    ).map(([field, headerName]) => ({
      field,
      headerName,
      width: 120,
      sortable: false,
      type: 'number' as const,
      valueFormatter: countOrDash,
    })),
    dateTimeColumn<FollowerSyncRecord>('finishedAt', TEXT.finishedAt, { sortable: false }),
    {
      field: 'error',
      headerName: TEXT.note,
      flex: 1,
      minWidth: 240,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '',
    },
  ],
});
