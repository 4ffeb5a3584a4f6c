import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { ROUTES, type SegmentCount, type SegmentRecord } from '@hbc/contracts';
import { formatThaiDateTime, LoadingState } from '@hbc/ui';
import { DeleteRecordButton, EditRecordButton } from '../../detail/RecordButtons';
import { RecordDetailScreen } from '../../detail/RecordDetailScreen';
import { AskedConfirmDialog } from '../../dialogs/AskedConfirmDialog';
import { DetailSection } from '../../screens/DetailSection';
import { formatCount } from '../../formatting/format-count';
import { RulesSummary } from './RulesSummary';
import {
  useSegmentDetail,
  type SegmentCountState,
  type SegmentDetailState,
} from './useSegmentDetail';

/** MUI X Charts load with the first breakdown shown: no other screen's first load carries them. */
const SegmentBreakdownCharts = lazy(async () => ({
  default: (await import('./SegmentBreakdownCharts')).SegmentBreakdownCharts,
}));

export const SEGMENT_DETAIL_TEXT = {
  edit: 'แก้ไข',
  delete: 'ลบ',
  count: 'จำนวนผู้รับ',
  people: (count: number) => `${formatCount(count)} คน`,
  countedAt: (when: string) => `นับเมื่อ ${formatThaiDateTime(when)}`,
  notCounted: 'ยังไม่ได้นับ',
  refresh: 'นับใหม่',
  counting: 'กำลังนับจำนวนผู้รับ',
  countFailed: 'นับจำนวนผู้รับไม่สำเร็จ',
  updated: (when: string, by: string | null) =>
    `แก้ไขล่าสุด ${formatThaiDateTime(when)}${by ? ` โดย ${by}` : ''}`,
  rules: 'เงื่อนไข',
  breakdown: 'สัดส่วนผู้รับ',
  noBreakdown: 'ยังไม่มีข้อมูลสัดส่วนผู้รับ',
  notFound: 'ไม่พบกลุ่มเป้าหมายนี้',
  notFoundHelp: 'กลุ่มเป้าหมายนี้อาจถูกลบไปแล้ว หรือที่อยู่ของหน้าไม่ถูกต้อง',
  toList: 'ไปที่รายการกลุ่มเป้าหมาย',
  failed: 'โหลดข้อมูลกลุ่มเป้าหมายไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  deleteTitle: 'ลบกลุ่มเป้าหมาย',
  deleteMessage: (name: string) => `ต้องการลบกลุ่มเป้าหมาย ${name} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
  deleteConfirm: 'ลบ',
} as const;

const TEXT = SEGMENT_DETAIL_TEXT;

function CountCard({ count, onRefresh }: { count: SegmentCountState; onRefresh: () => void }) {
  const shown: SegmentCount | null = count.shown;
  const counting = count.status === 'counting';
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
      >
        <Stack role="status" aria-label={TEXT.count} aria-busy={counting} spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {TEXT.count}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700}>
            {shown ? TEXT.people(shown.count) : TEXT.notCounted}
          </Typography>
          {shown && (
            <Typography variant="body2" color="text.secondary">
              {TEXT.countedAt(shown.countedAt)}
            </Typography>
          )}
          {count.status === 'failed' && (
            <Typography variant="body2" color="error">
              {TEXT.countFailed}
            </Typography>
          )}
        </Stack>
        <Button
          variant="outlined"
          onClick={onRefresh}
          disabled={counting}
          aria-busy={counting}
          startIcon={
            counting ? (
              <CircularProgress size={18} color="inherit" aria-label={TEXT.counting} />
            ) : (
              <Refresh />
            )
          }
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {TEXT.refresh}
        </Button>
      </Stack>
    </Paper>
  );
}

function Breakdown({ count }: { count: SegmentCountState }) {
  const breakdown = count.shown?.breakdown;
  if (breakdown) {
    return (
      <Suspense fallback={<LoadingState />}>
        <SegmentBreakdownCharts breakdown={breakdown} />
      </Suspense>
    );
  }
  if (count.status === 'counting') return <LoadingState />;
  return <Typography color="text.secondary">{TEXT.noBreakdown}</Typography>;
}

function SegmentProfile({ segment, state }: { segment: SegmentRecord; state: SegmentDetailState }) {
  const provinceNames = new Map<number, string>();
  for (const province of state.count.shown?.breakdown?.provinces ?? []) {
    if (province.provinceId !== null && province.provinceName !== null) {
      provinceNames.set(province.provinceId, province.provinceName);
    }
  }
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography component="h2" variant="h6" fontWeight={700}>
          {segment.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.updated(segment.updatedAt, segment.updatedByName)}
        </Typography>
      </Stack>
      <CountCard count={state.count} onRefresh={state.refresh} />
      <DetailSection title={TEXT.rules}>
        <RulesSummary rules={segment.rules} provinceNames={provinceNames} />
      </DetailSection>
      <DetailSection title={TEXT.breakdown}>
        <Breakdown count={state.count} />
      </DetailSection>
    </Stack>
  );
}

/**
 * /segment/detail?id= (LV1–LV3): a segment's name, its rules in Thai, how many citizens it
 * reaches now (counted on opening and on request) with the breakdown by age, sex and province
 * as charts. LV1 and LV3 edit or delete it; LV2 reads.
 */
export function SegmentDetailScreen() {
  const state = useSegmentDetail();
  const segment = state.read.kind === 'ready' ? state.read.record : null;
  const actions =
    state.canManage && segment ? (
      <>
        <DeleteRecordButton label={TEXT.delete} onClick={state.deletion.ask} />
        <EditRecordButton label={TEXT.edit} onClick={state.edit} />
      </>
    ) : undefined;
  return (
    <RecordDetailScreen
      path={ROUTES.segmentDetail}
      read={state.read}
      nameOf={(record) => record.name}
      texts={TEXT}
      onList={state.toList}
      onRetry={state.retry}
      actions={actions}
      dialogs={
        <AskedConfirmDialog
          step={state.deletion}
          title={TEXT.deleteTitle}
          message={TEXT.deleteMessage(segment?.name ?? '')}
          confirmLabel={TEXT.deleteConfirm}
          destructive
        />
      }
    >
      {(record) => <SegmentProfile segment={record} state={state} />}
    </RecordDetailScreen>
  );
}
