import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Edit from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import {
  BROADCAST_STATUS_COLORS,
  BROADCAST_STATUS_LABELS,
  BROADCAST_TARGET_LABELS,
  EDITABLE_BROADCAST_STATUSES,
  ROUTES,
  type BroadcastListItem,
} from '@hbc/contracts';
import { actionsColumn, dateTimeColumn, ListScreen, statusColumn } from '@hbc/data-screens';
import { EmptyState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { formatCount } from '../../formatting/format-count';
import { broadcastDetailPath, broadcastFormPath } from './broadcast-paths';
import { useBroadcastList } from './useBroadcastList';

const TITLE = screenFor(ROUTES.broadcast)?.title ?? '';

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
  emptyTitle: 'ยังไม่มีบรอดแคสต์',
  emptyManage: 'สร้างบรอดแคสต์เพื่อส่งข้อความ LINE ถึงผู้ติดตามของหน่วยบริการหรือกลุ่มเป้าหมาย',
  emptyRead: 'ผู้ดูแลระดับ 3 ของหน่วยบริการเป็นผู้สร้างบรอดแคสต์',
} as const;

const TEXT = BROADCAST_LIST_TEXT;

/** Where it goes: the unit's followers, or the segment by name. */
export const targetLabel = (item: Pick<BroadcastListItem, 'target' | 'segmentName'>) =>
  item.target === 'SEGMENT' && item.segmentName ? item.segmentName : BROADCAST_TARGET_LABELS.UNIT;

const columns: GridColDef<BroadcastListItem>[] = [
  { field: 'title', headerName: TEXT.title, flex: 1, minWidth: 220 },
  statusColumn<BroadcastListItem, BroadcastListItem['status']>('status', TEXT.status, {
    labels: BROADCAST_STATUS_LABELS,
    colors: BROADCAST_STATUS_COLORS,
  }, { sortable: false }),
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
 * /broadcast (LV1–LV3): the unit's broadcasts with their status, target, time and outcome, by
 * status and days, searched by title; a row opens its detail. LV3 creates broadcasts and edits
 * a draft or a scheduled one from its row.
 */
export function BroadcastListScreen() {
  const navigate = useNavigate();
  const { list, canManage, empty } = useBroadcastList();
  const toForm = () => void navigate(ROUTES.broadcastForm);
  const shownColumns = canManage
    ? [
        ...columns,
        actionsColumn<BroadcastListItem>([
          {
            label: TEXT.edit,
            icon: <Edit />,
            onClick: (row) => void navigate(broadcastFormPath(row.id)),
            hidden: (row) => !EDITABLE_BROADCAST_STATUSES.includes(row.status),
          },
        ]),
      ]
    : columns;
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      {empty ? (
        <PageScaffold title={TITLE}>
          <EmptyState
            icon={<CampaignOutlined />}
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
          list={list}
          columns={shownColumns}
          searchPlaceholder={TEXT.search}
          onRowClick={(item) => void navigate(broadcastDetailPath(item.id))}
          {...(canManage ? { primaryAction: { label: TEXT.add, onClick: toForm } } : {})}
        />
      )}
    </>
  );
}
