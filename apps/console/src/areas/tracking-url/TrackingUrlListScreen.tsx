import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import {
  ROUTES,
  TRACKING_URL_STATUS_LABELS,
  type TrackingUrlRecord,
  type TrackingUrlStatus,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn, ListScreen, statusColumn } from '@hbc/data-screens';
import { ConfirmDialog, EmptyState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { formatCount } from '../../formatting/format-count';
import { ShortLinkCell } from './ShortLinkCell';
import { trackingUrlFormPath } from './tracking-url-paths';
import { TrackingQrDialog } from './TrackingQrDialog';
import { useCopyShortLink } from './useCopyShortLink';
import { useTrackingUrlList } from './useTrackingUrlList';

const TITLE = screenFor(ROUTES.trackingUrl)?.title ?? '';

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
  deleteTitle: 'ลบลิงก์ติดตาม',
  deleteMessage: (name: string) => `ต้องการลบลิงก์ติดตาม "${name}" ใช่หรือไม่ เมื่อลบแล้วลิงก์ย่อนี้จะใช้ไม่ได้อีก`,
  deleteConfirm: 'ลบ',
} as const;

const TEXT = TRACKING_URL_LIST_TEXT;

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
 * /tracking-url (LV1–LV3): the unit's tracking links with their short link (to copy, or as a QR
 * code), destination, status and clicks, by status, searched. LV3 creates links, edits one from
 * its row, enables or disables it, and deletes it after confirmation (the API refuses a link a
 * sent broadcast carried: its Thai reason is said); LV1 and LV2 read.
 */
export function TrackingUrlListScreen() {
  const navigate = useNavigate();
  const links = useTrackingUrlList();
  const { canManage } = links;
  const copy = useCopyShortLink();
  const toForm = () => void navigate(ROUTES.trackingUrlForm);
  const edit = (link: TrackingUrlRecord) => void navigate(trackingUrlFormPath(link.id));

  const columns: GridColDef<TrackingUrlRecord>[] = [
    { field: 'name', headerName: TEXT.name, flex: 1, minWidth: 200 },
    {
      field: 'shortUrl',
      headerName: TEXT.shortUrl,
      width: 320,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        <ShortLinkCell link={row} tabIndex={tabIndex} onCopy={copy} onShowQr={links.showQr} />
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
  ];
  const shownColumns = canManage
    ? [
        ...columns,
        actionsColumn<TrackingUrlRecord>([
          { label: TEXT.edit, icon: <Edit />, onClick: edit },
          {
            label: TEXT.disable,
            icon: <Block />,
            onClick: (link) => links.setEnabled(link, false),
            hidden: (link) => !link.enabled,
          },
          {
            label: TEXT.enable,
            icon: <CheckCircleOutline />,
            onClick: (link) => links.setEnabled(link, true),
            hidden: (link) => link.enabled,
          },
          { label: TEXT.delete, icon: <DeleteOutline />, onClick: links.askDelete },
        ]),
      ]
    : columns;

  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      {links.empty ? (
        <PageScaffold title={TITLE}>
          <EmptyState
            icon={<LinkIcon />}
            title={TEXT.emptyTitle}
            description={canManage ? TEXT.emptyManage : TEXT.emptyRead}
            action={
              canManage ? (
                <Button variant="contained" startIcon={<Add />} onClick={toForm}>
                  {TEXT.add}
                </Button>
              ) : undefined
            }
          />
        </PageScaffold>
      ) : (
        <ListScreen
          title={TITLE}
          list={links.list}
          columns={shownColumns}
          searchPlaceholder={TEXT.search}
          {...(canManage
            ? { onRowClick: edit, primaryAction: { label: TEXT.add, onClick: toForm } }
            : {})}
        />
      )}
      {links.showingQr && (
        <TrackingQrDialog key={links.showingQr.id} link={links.showingQr} onClose={links.closeQr} />
      )}
      <ConfirmDialog
        open={links.deletion.asking}
        title={TEXT.deleteTitle}
        message={TEXT.deleteMessage(links.deleting?.name ?? '')}
        confirmLabel={TEXT.deleteConfirm}
        destructive
        busy={links.deletion.busy}
        onConfirm={links.deletion.confirm}
        onCancel={links.deletion.cancel}
      />
    </>
  );
}
