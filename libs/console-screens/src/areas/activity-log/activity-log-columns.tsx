import type { GridColDef } from '@mui/x-data-grid';
import { ROLE_LABELS, type ActivityLogRecord } from '@hbc/contracts';
import { dateTimeColumn } from '@hbc/data-screens';
import { formatActivityTime } from './activity-time';

export const ACTIVITY_COLUMN_TEXT = {
  time: 'วันเวลา',
  user: 'ผู้ใช้งาน',
  role: 'บทบาท',
  unit: 'หน่วยบริการ',
  action: 'การกระทำ',
  menu: 'เมนู',
  subject: 'หัวข้อ',
  description: 'รายละเอียด',
  ip: 'IP',
  /** What an entry without a name, role, unit or address shows (a failed sign-in). */
  none: '—',
} as const;

const orNone = (value: string | null) =>
  value === null || value === '' ? ACTIVITY_COLUMN_TEXT.none : value;

/** What an entry says in each column, as the list and the entry's details show it. */
export const ACTIVITY_FIELD_TEXT = {
  createdAt: (entry: ActivityLogRecord) => formatActivityTime(entry.createdAt),
  actorName: (entry: ActivityLogRecord) => orNone(entry.actorName),
  role: (entry: ActivityLogRecord) =>
    entry.role ? ROLE_LABELS[entry.role] : ACTIVITY_COLUMN_TEXT.none,
  unitName: (entry: ActivityLogRecord) => orNone(entry.unitName),
  action: (entry: ActivityLogRecord) => entry.action,
  menu: (entry: ActivityLogRecord) => entry.menu,
  subject: (entry: ActivityLogRecord) => orNone(entry.subject),
  description: (entry: ActivityLogRecord) => orNone(entry.description),
  ip: (entry: ActivityLogRecord) => orNone(entry.ip),
} satisfies Record<string, (entry: ActivityLogRecord) => string>;

const text = (field: keyof typeof ACTIVITY_FIELD_TEXT) => ({
  valueFormatter: (_value: unknown, entry: ActivityLogRecord) => ACTIVITY_FIELD_TEXT[field](entry),
});

/** A long text cut to the cell's width; the whole of it on hover, and in the entry's details. */
const clipped = (field: 'subject' | 'description') => ({
  ...text(field),
  renderCell: ({ row }: { row: ActivityLogRecord }) => {
    const whole = ACTIVITY_FIELD_TEXT[field](row);
    return (
      <span title={whole} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {whole}
      </span>
    );
  },
});

/** The log's columns: newest first by time, the only sortable one. */
export const ACTIVITY_LOG_COLUMNS: readonly GridColDef<ActivityLogRecord>[] = [
  dateTimeColumn<ActivityLogRecord>('createdAt', ACTIVITY_COLUMN_TEXT.time, {
    width: 150,
    ...text('createdAt'),
  }),
  { field: 'actorName', headerName: ACTIVITY_COLUMN_TEXT.user, width: 170, ...text('actorName') },
  { field: 'role', headerName: ACTIVITY_COLUMN_TEXT.role, width: 115, ...text('role') },
  { field: 'unitName', headerName: ACTIVITY_COLUMN_TEXT.unit, width: 210, ...text('unitName') },
  { field: 'action', headerName: ACTIVITY_COLUMN_TEXT.action, width: 140, ...text('action') },
  { field: 'menu', headerName: ACTIVITY_COLUMN_TEXT.menu, width: 140, ...text('menu') },
  { field: 'subject', headerName: ACTIVITY_COLUMN_TEXT.subject, width: 190, ...clipped('subject') },
  {
    field: 'description',
    headerName: ACTIVITY_COLUMN_TEXT.description,
    flex: 1,
    minWidth: 240,
    ...clipped('description'),
  },
  { field: 'ip', headerName: ACTIVITY_COLUMN_TEXT.ip, width: 130, ...text('ip') },
];
