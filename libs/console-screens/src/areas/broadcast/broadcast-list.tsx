import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Edit from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { listBroadcasts } from '@hbc/api-clients';
import {
  BROADCAST_SORT_FIELDS,
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  BROADCAST_STATUSES,
  BROADCAST_TARGET_LABELS,
  EDITABLE_BROADCAST_STATUSES,
  ROUTES,
  type BroadcastListItem,
  type BroadcastListQuery,
  type BroadcastSortField,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn, statusColumn, type ListFilter } from '@hbc/data-screens';
import { formatCount } from '../../formatting/format-count';
import { labelledOptions } from '../../lists/list-options';
import { defineList } from '../../resources/define-resource';
import { broadcastDetailPath } from './broadcast-paths';
import { urgentTitleCell } from './urgent-title-cell';

export const BROADCAST_LIST_TEXT = {
  add: 'สร้างบรอดแคสต์',
  search: 'ค้นหาชื่อบรอดแคสต์',
  title: 'ชื่อบรอดแคสต์',
  status: 'สถานะ',
  target: 'ผู้รับ',
  when: 'เวลาส่ง',
  recipients: 'จำนวนผู้รับ',
  outcome: 'ส่งสำเร็จ / ไม่สำเร็จ',
  createdBy: 'สร้างโดย',
  createdAt: 'สร้างเมื่อ',
  edit: 'แก้ไข',
  copy: 'คัดลอกเป็นบรอดแคสต์ใหม่',
  emptyTitle: 'ยังไม่มีบรอดแคสต์',
  emptyManage: 'สร้างบรอดแคสต์เพื่อส่งข้อความ LINE ถึงผู้ติดตามของหน่วยบริการหรือกลุ่มเป้าหมาย',
  emptyRead: 'ผู้ดูแลระดับ 3 ของหน่วยบริการเป็นผู้สร้างบรอดแคสต์',
} as const;

const TEXT = BROADCAST_LIST_TEXT;

/** Where it goes: the unit's followers, or the segment by name. */
export const targetLabel = (item: Pick<BroadcastListItem, 'target' | 'segmentName'>) =>
  item.target === 'SEGMENT' && item.segmentName ? item.segmentName : BROADCAST_TARGET_LABELS.UNIT;

export const BROADCAST_FILTER_TEXT = {
  status: 'สถานะ',
  from: 'ตั้งแต่วันที่',
  to: 'ถึงวันที่',
} as const;

/** By status, and by the days it was sent (or is scheduled, or was created). */
const BROADCAST_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'status',
    label: BROADCAST_FILTER_TEXT.status,
    options: labelledOptions(BROADCAST_STATUSES, BROADCAST_STATUS_LABELS),
  },
  {
    type: 'dateRange',
    key: 'from',
    label: BROADCAST_FILTER_TEXT.from,
    toKey: 'to',
    toLabel: BROADCAST_FILTER_TEXT.to,
  },
];

const COLUMNS: GridColDef<BroadcastListItem>[] = [
  {
    field: 'title',
    headerName: TEXT.title,
    flex: 1,
    minWidth: 220,
    // Whether it is urgent, beside the title.
    renderCell: ({ row }) => urgentTitleCell(row),
  },
  statusColumn<BroadcastListItem, BroadcastListItem['status']>(
    'status',
    TEXT.status,
    {
      labels: BROADCAST_STATUS_LABELS,
      colors: BROADCAST_STATUS_COLORS,
    },
    { sortable: false },
  ),
  {
    field: 'target',
    headerName: TEXT.target,
    width: 200,
    sortable: false,
    valueGetter: (_value, row) => targetLabel(row),
  },
  dateTimeColumn<BroadcastListItem>('scheduledAt', TEXT.when, {
    valueGetter: (_value, row) => row.startedAt ?? row.scheduledAt,
  }),
  {
    field: 'recipientCount',
    headerName: TEXT.recipients,
    width: 120,
    type: 'number',
    valueFormatter: (value: number) => formatCount(value),
  },
  {
    field: 'sentCount',
    headerName: TEXT.outcome,
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => `${formatCount(row.sentCount)} / ${formatCount(row.failedCount)}`,
  },
  {
    field: 'createdByName',
    headerName: TEXT.createdBy,
    width: 160,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  dateTimeColumn<BroadcastListItem>('createdAt', TEXT.createdAt),
];

/**
 * /broadcast (LV1–LV3): the unit's broadcasts, newest first, with their status, target, time and
 * outcome, by status and days, searched by title; a row opens its detail. LV3 creates broadcasts
 * and edits a draft or a scheduled one from its row, or copies any into a new broadcast's form
 * (`copy`, the screen's); LV1 and LV2 read.
 */
export const BROADCAST_LIST = defineList<BroadcastListItem, BroadcastSortField, 'copy'>({
  path: ROUTES.broadcast,
  form: ROUTES.broadcastForm,
  open: (item) => broadcastDetailPath(item.id),
  manages: 'broadcast',
  fetchPage: (query, signal) => listBroadcasts(query as BroadcastListQuery, signal),
  sortFields: BROADCAST_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: BROADCAST_FILTERS,
  search: TEXT.search,
  add: TEXT.add,
  nothingYet: {
    icon: <CampaignOutlined />,
    title: TEXT.emptyTitle,
    manage: TEXT.emptyManage,
    read: TEXT.emptyRead,
  },
  columns: ({ openForm, copy }) => [
    ...COLUMNS,
    actionsColumn<BroadcastListItem>([
      {
        label: TEXT.edit,
        icon: <Edit />,
        onClick: openForm,
        hidden: (row) => !EDITABLE_BROADCAST_STATUSES.includes(row.status),
      },
      { label: TEXT.copy, icon: <ContentCopy />, onClick: copy },
    ]),
  ],
});
