import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type BroadcastDelivery,
  type BroadcastStatus,
  type DeliveryStatus,
} from '@hbc/contracts';
import { dateTimeColumn, LazyServerGrid, statusColumn } from '@hbc/data-screens';
import { useDeliveryLog, useReloadOnChange } from './useDeliveryLog';

export const DELIVERY_LOG_TEXT = {
  label: 'ประวัติการส่ง',
  filter: 'สถานะการส่ง',
  all: 'ทั้งหมด',
  lineUser: 'LINE ผู้รับ',
  status: 'สถานะ',
  reason: 'สาเหตุ',
  sentAt: 'เวลาส่ง',
  batch: 'ชุดที่',
} as const;

const TEXT = DELIVERY_LOG_TEXT;

const DELIVERY_COLORS: Partial<Record<DeliveryStatus, 'success' | 'error' | 'info'>> = {
  SENT: 'success',
  FAILED: 'error',
  SENDING: 'info',
};

const columns: GridColDef<BroadcastDelivery>[] = [
  { field: 'lineUserIdMasked', headerName: TEXT.lineUser, width: 160, sortable: false },
  statusColumn<BroadcastDelivery, DeliveryStatus>(
    'status',
    TEXT.status,
    { labels: DELIVERY_STATUS_LABELS, colors: DELIVERY_COLORS },
    { sortable: false },
  ),
  {
    field: 'reason',
    headerName: TEXT.reason,
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  dateTimeColumn<BroadcastDelivery>('sentAt', TEXT.sentAt, { sortable: false }),
  { field: 'batch', headerName: TEXT.batch, width: 90, type: 'number' },
];

/** Which recipients a row is: the batch and the masked LINE id. */
const rowId = (row: BroadcastDelivery) => `${row.batch}:${row.lineUserIdMasked}`;

/**
 * The delivery log of a sent broadcast: each recipient's masked LINE id, status, LINE's reason
 * for a failed batch and the time LINE took it, paged by the server and filtered by status.
 */
export function DeliveryLog({
  broadcastId,
  status,
}: {
  broadcastId: number;
  /** The broadcast's status: when it changes (a send ends, a retry starts) the log is read again. */
  status?: BroadcastStatus;
}) {
  const list = useDeliveryLog(broadcastId);
  useReloadOnChange(status, list.reload);
  const chosen = list.view.filters['status'];
  const choose = (status: DeliveryStatus | undefined) => list.setFilters({ status });
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        spacing={1}
        flexWrap="wrap"
        useFlexGap
        role="group"
        aria-label={TEXT.filter}
      >
        {[undefined, ...DELIVERY_STATUSES].map((status) => (
          <Chip
            key={status ?? 'all'}
            label={status ? DELIVERY_STATUS_LABELS[status] : TEXT.all}
            color={chosen === status ? 'primary' : 'default'}
            variant={chosen === status ? 'filled' : 'outlined'}
            aria-pressed={chosen === status}
            onClick={() => choose(status)}
          />
        ))}
      </Stack>
      <LazyServerGrid list={list} columns={columns} label={TEXT.label} getRowId={rowId} />
    </Stack>
  );
}
