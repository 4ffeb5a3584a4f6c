import HowToReg from '@mui/icons-material/HowToReg';
import type { GridColDef } from '@mui/x-data-grid';
import { listApprovals } from '@hbc/api-clients';
import {
  APPROVAL_SORT_FIELDS,
  ROUTES,
  type ApprovalGround,
  type ApprovalListItem,
  type ApprovalListQuery,
  type ApprovalSortField,
} from '@hbc/contracts';
import { dateTimeColumn } from '@hbc/data-screens';
import { formatThaiDateTime } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';
import { defineList } from '../../resources/define-resource';
import { approvalReviewPath } from './approval-paths';

export const APPROVAL_LIST_TEXT = {
  search: 'ค้นหาชื่อบรอดแคสต์',
  title: 'ชื่อบรอดแคสต์',
  unit: 'หน่วยบริการ',
  maker: 'ผู้ขออนุมัติ',
  requestedAt: 'ขออนุมัติเมื่อ',
  recipients: 'จำนวนผู้รับ',
  grounds: 'เหตุที่ต้องอนุมัติ',
  when: 'เวลาส่ง',
  onApproval: 'ส่งทันทีเมื่ออนุมัติ',
  emptyTitle: 'ไม่มีบรอดแคสต์ที่รออนุมัติ',
  emptyText: 'บรอดแคสต์ที่มีผู้รับจำนวนมากหรือเร่งด่วนจะรอการอนุมัติที่นี่ก่อนส่ง',
} as const;

/** Each ground of an approval in a word or two, as the queue lists them. */
export const GROUND_LABELS: Record<ApprovalGround, string> = {
  SIZE: 'ผู้รับจำนวนมาก',
  URGENT: 'เร่งด่วน',
};

const TEXT = APPROVAL_LIST_TEXT;

const COLUMNS: GridColDef<ApprovalListItem>[] = [
  { field: 'title', headerName: TEXT.title, flex: 1, minWidth: 220 },
  { field: 'unitName', headerName: TEXT.unit, width: 200, sortable: false },
  {
    field: 'maker',
    headerName: TEXT.maker,
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => row.approval.requestedByName ?? '—',
  },
  dateTimeColumn<ApprovalListItem>('requestedAt', TEXT.requestedAt, {
    valueGetter: (_value, row) => row.approval.requestedAt,
  }),
  {
    field: 'recipients',
    headerName: TEXT.recipients,
    width: 120,
    type: 'number',
    sortable: false,
    valueGetter: (_value, row) => row.approval.recipientsAtRequest,
    valueFormatter: (value: number) => formatCount(value),
  },
  {
    field: 'grounds',
    headerName: TEXT.grounds,
    width: 180,
    sortable: false,
    valueGetter: (_value, row) => row.approval.grounds.map((g) => GROUND_LABELS[g]).join(', '),
  },
  {
    field: 'scheduledAt',
    headerName: TEXT.when,
    width: 170,
    valueGetter: (_value, row) =>
      row.approval.scheduledAt ? formatThaiDateTime(row.approval.scheduledAt) : TEXT.onApproval,
  },
];

/**
 * /broadcast/approval (Admin LV1: its unit's; Super Admin: every unit's): the broadcasts waiting
 * for approval, the longest waiting first, searched by title; a row opens its review.
 */
export const APPROVAL_LIST = defineList<ApprovalListItem, ApprovalSortField>({
  path: ROUTES.approval,
  open: (item) => approvalReviewPath(item.id),
  manages: 'approval',
  fetchPage: (query, signal) => listApprovals(query as ApprovalListQuery, signal),
  sortFields: APPROVAL_SORT_FIELDS,
  defaultSort: { field: 'requestedAt', direction: 'asc' },
  search: TEXT.search,
  nothingYet: {
    icon: <HowToReg />,
    title: TEXT.emptyTitle,
    manage: TEXT.emptyText,
    read: TEXT.emptyText,
  },
  columns: COLUMNS,
});
