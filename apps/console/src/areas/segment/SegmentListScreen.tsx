import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, type SegmentRecord } from '@hbc/contracts';
import { dateTimeColumn, ListScreen } from '@hbc/data-screens';
import { EmptyState, formatThaiDateTime, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../../app/app-title';
import { screenFor } from '../../app/route-table';
import { formatCount } from '../../formatting/format-count';
import { segmentDetailPath } from './useSegmentForm';
import { useSegmentList } from './useSegmentList';

const TITLE = screenFor(ROUTES.segment)?.title ?? '';

export const SEGMENT_LIST_TEXT = {
  add: 'สร้างกลุ่มเป้าหมาย',
  search: 'ค้นหาชื่อกลุ่มเป้าหมาย',
  name: 'ชื่อกลุ่มเป้าหมาย',
  count: 'จำนวนผู้รับ',
  people: (count: number) => `${formatCount(count)} คน`,
  countedAt: (when: string) => `นับเมื่อ ${formatThaiDateTime(when)}`,
  notCounted: 'ยังไม่ได้นับ',
  updatedBy: 'แก้ไขโดย',
  updatedAt: 'แก้ไขล่าสุด',
  unknown: '—',
  emptyTitle: 'ยังไม่มีกลุ่มเป้าหมาย',
  emptyManage:
    'สร้างกลุ่มเป้าหมายจากอายุ เพศ จังหวัด แท็ก วันที่เริ่มติดตาม หรือรายการเลขประจำตัวประชาชน เพื่อส่งบรอดแคสต์ถึงผู้รับที่ต้องการ',
  emptyRead: 'ผู้ดูแลระดับ 1 หรือระดับ 3 ของหน่วยบริการเป็นผู้สร้างกลุ่มเป้าหมาย',
} as const;

const TEXT = SEGMENT_LIST_TEXT;

const columns: GridColDef<SegmentRecord>[] = [
  { field: 'name', headerName: TEXT.name, flex: 1, minWidth: 220 },
  {
    field: 'cachedCount',
    headerName: TEXT.count,
    width: 200,
    renderCell: ({ row }) =>
      row.cachedCount === null || row.countedAt === null ? (
        TEXT.notCounted
      ) : (
        <Stack justifyContent="center" sx={{ height: '100%', lineHeight: 1.3 }}>
          <Typography variant="body2">{TEXT.people(row.cachedCount)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {TEXT.countedAt(row.countedAt)}
          </Typography>
        </Stack>
      ),
  },
  {
    field: 'updatedByName',
    headerName: TEXT.updatedBy,
    width: 180,
    valueFormatter: (value: string | null) => value ?? TEXT.unknown,
  },
  dateTimeColumn<SegmentRecord>('updatedAt', TEXT.updatedAt),
];

/**
 * /segment (LV1–LV3): the unit's segments with how many citizens each reached when last
 * counted, searched by name; a row opens its detail. LV1 and LV3 create segments, LV2 reads.
 */
export function SegmentListScreen() {
  const navigate = useNavigate();
  const { list, canManage, empty } = useSegmentList();
  const toForm = () => void navigate(ROUTES.segmentForm);
  return (
    <>
      <title>{documentTitle(TITLE)}</title>
      {empty ? (
        <PageScaffold title={TITLE}>
          <EmptyState
            icon={<GroupsOutlined />}
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
          columns={columns}
          searchPlaceholder={TEXT.search}
          onRowClick={(segment) => void navigate(segmentDetailPath(segment.id))}
          {...(canManage ? { primaryAction: { label: TEXT.add, onClick: toForm } } : {})}
        />
      )}
    </>
  );
}
