import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { listTrackingUrls } from '@hbc/api-clients';
import {
  ROUTES,
  TRACKING_URL_SORT_FIELDS,
  TRACKING_URL_STATUS_LABELS,
  TRACKING_URL_STATUSES,
  type TrackingUrlListQuery,
  type TrackingUrlRecord,
  type TrackingUrlSortField,
  type TrackingUrlStatus,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn, statusColumn, type ListFilter } from '@hbc/data-screens';
import { formatCount } from '../../formatting/format-count';
import { labelledOptions } from '../../lists/list-options';
import { defineList, type DeleteWording } from '../../resources/define-resource';
import { ShortLinkCell } from './ShortLinkCell';

export const TRACKING_URL_LIST_TEXT = {
  add: 'สร้างลิงก์ติดตาม',
  search: 'ค้นหาชื่อลิงก์ รหัสลิงก์ย่อ หรือลิงก์ปลายทาง',
  name: 'ชื่อลิงก์',
  shortUrl: 'ลิงก์ย่อ',
  targetUrl: 'ลิงก์ปลายทาง',
  status: 'สถานะ',
  clicks: 'คลิก',
  uniqueClicks: 'คลิกไม่ซ้ำ',
  createdAt: 'วันที่สร้าง',
  createdBy: 'ผู้สร้าง',
  unknown: '—',
  edit: 'แก้ไข',
  enable: 'เปิดใช้งาน',
  disable: 'ปิดใช้งาน',
  delete: 'ลบ',
  emptyTitle: 'ยังไม่มีลิงก์ติดตาม',
  emptyManage: 'สร้างลิงก์ติดตามเพื่อใช้ในข้อความบรอดแคสต์ แล้วดูจำนวนคลิกของแต่ละลิงก์ได้ที่นี่และในรายงาน',
  emptyRead: 'ผู้ดูแลระดับ 3 ของหน่วยบริการเป็นผู้สร้างลิงก์ติดตาม',
} as const;

const TEXT = TRACKING_URL_LIST_TEXT;

export const TRACKING_URL_LIST_CHANGE_TEXT = {
  status: 'สถานะ',
  enabled: 'เปิดใช้งานลิงก์ติดตามแล้ว',
  disabled: 'ปิดใช้งานลิงก์ติดตามแล้ว',
  statusFailed: 'เปลี่ยนสถานะลิงก์ติดตามไม่สำเร็จ',
  deleted: 'ลบลิงก์ติดตามแล้ว',
  deleteFailed: 'ลบลิงก์ติดตามไม่สำเร็จ',
} as const;

const TRACKING_URL_FILTERS: readonly ListFilter[] = [
  {
    type: 'select',
    key: 'status',
    label: TRACKING_URL_LIST_CHANGE_TEXT.status,
    options: labelledOptions(TRACKING_URL_STATUSES, TRACKING_URL_STATUS_LABELS),
  },
];

/** Deleting a link, after confirmation (the API refuses a link a sent broadcast carried). */
export const TRACKING_URL_DELETION: DeleteWording = {
  title: 'ลบลิงก์ติดตาม',
  message: (name) => `ต้องการลบลิงก์ติดตาม "${name}" ใช่หรือไม่ เมื่อลบแล้วลิงก์ย่อนี้จะใช้ไม่ได้อีก`,
  confirm: 'ลบ',
  deleted: TRACKING_URL_LIST_CHANGE_TEXT.deleted,
  failed: TRACKING_URL_LIST_CHANGE_TEXT.deleteFailed,
};

const statusOf = (link: TrackingUrlRecord): TrackingUrlStatus =>
  link.enabled ? 'ENABLED' : 'DISABLED';

const countColumn = (
  field: 'clicks' | 'uniqueClicks',
  headerName: string,
): GridColDef<TrackingUrlRecord> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
  valueFormatter: (value: number) => formatCount(value),
});

/**
 * /tracking-url (LV1–LV3): the unit's tracking links, newest first, with their short link (to
 * copy, or as a QR code), destination, status and clicks, by status, searched by name, code or
 * destination. LV3 creates links, edits one from its row, enables or disables it, and deletes it
 * after confirmation; LV1 and LV2 read.
 */
export const TRACKING_URL_LIST = defineList<
  TrackingUrlRecord,
  TrackingUrlSortField,
  'copy' | 'showQr' | 'enable' | 'disable' | 'remove'
>({
  path: ROUTES.trackingUrl,
  form: ROUTES.trackingUrlForm,
  open: 'form',
  manages: 'trackingUrl',
  fetchPage: (query, signal) => listTrackingUrls(query as TrackingUrlListQuery, signal),
  sortFields: TRACKING_URL_SORT_FIELDS,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: TRACKING_URL_FILTERS,
  search: TEXT.search,
  add: TEXT.add,
  nothingYet: {
    icon: <LinkIcon />,
    title: TEXT.emptyTitle,
    manage: TEXT.emptyManage,
    read: TEXT.emptyRead,
  },
  columns: (actions) => [
    { field: 'name', headerName: TEXT.name, flex: 1, minWidth: 200 },
    {
      field: 'shortUrl',
      headerName: TEXT.shortUrl,
      width: 320,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <ShortLinkCell
          link={row}
          tabIndex={tabIndex}
          onCopy={() => actions.copy(row)}
          onShowQr={actions.showQr}
        />
      ),
    },
    { field: 'targetUrl', headerName: TEXT.targetUrl, flex: 1, minWidth: 220, sortable: false },
    statusColumn<TrackingUrlRecord, TrackingUrlStatus>(
      'enabled',
      TEXT.status,
      { labels: TRACKING_URL_STATUS_LABELS, colors: { ENABLED: 'success', DISABLED: 'default' } },
      { sortable: false, width: 130, valueGetter: (_value, row) => statusOf(row) },
    ),
    countColumn('clicks', TEXT.clicks),
    { ...countColumn('uniqueClicks', TEXT.uniqueClicks), sortable: false },
    dateTimeColumn<TrackingUrlRecord>('createdAt', TEXT.createdAt),
    {
      field: 'createdByName',
      headerName: TEXT.createdBy,
      width: 160,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? TEXT.unknown,
    },
    actionsColumn<TrackingUrlRecord>([
      { label: TEXT.edit, icon: <Edit />, onClick: actions.openForm },
      {
        label: TEXT.disable,
        icon: <Block />,
        onClick: actions.disable,
        hidden: (link) => !link.enabled,
      },
      {
        label: TEXT.enable,
        icon: <CheckCircleOutline />,
        onClick: actions.enable,
        hidden: (link) => link.enabled,
      },
      { label: TEXT.delete, icon: <DeleteOutline />, onClick: actions.remove },
    ]),
  ],
});
