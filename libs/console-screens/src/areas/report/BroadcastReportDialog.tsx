import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Close from '@mui/icons-material/Close';
import { getBroadcastReport } from '@hbc/api-clients';
import type { BroadcastReport } from '@hbc/contracts';
import { RecordUnavailable } from '../../screens/RecordUnavailable';
import { BroadcastHeading } from '../broadcast/BroadcastHeading';
import { BroadcastReportView } from './BroadcastReportView';
import { RefreshButton } from './RefreshButton';
import { StatCardsSkeleton } from './StatCards';
import { useLoaded } from './useLoaded';

export const REPORT_DIALOG_TEXT = {
  title: 'รายงานบรอดแคสต์',
  close: 'ปิด',
  notFound: 'ไม่พบรายงานของบรอดแคสต์นี้',
  notFoundHelp: 'บรอดแคสต์นี้อาจยังไม่ได้ส่ง ถูกลบไปแล้ว หรืออยู่นอกหน่วยบริการของท่าน',
  toList: 'กลับไปที่รายงาน',
  failed: 'โหลดรายงานของบรอดแคสต์ไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
} as const;

const TEXT = REPORT_DIALOG_TEXT;

export interface BroadcastReportDialogProps {
  /** The broadcast whose report is open; null when none, 'invalid' for an address naming none. */
  id: number | null | 'invalid';
  onClose: () => void;
  canOpenBroadcast: boolean;
}

function Loading() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="60%" aria-hidden />
      <StatCardsSkeleton count={4} />
      <StatCardsSkeleton count={4} />
      <Skeleton variant="rounded" height={200} aria-hidden />
    </Stack>
  );
}

/**
 * The broadcast's title (the dialog's name), status and whether it was urgent, with the refresh
 * and close buttons.
 */
function Heading({
  id,
  report,
  onClose,
  onRefresh,
}: {
  id: string;
  report: BroadcastReport | null;
  onClose: () => void;
  onRefresh: () => void;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ px: 3, py: 2 }}>
      <BroadcastHeading
        id={id}
        title={report?.title ?? TEXT.title}
        {...(report ? { status: report.status, urgent: report.urgent } : {})}
        grow
      />
      {report && <RefreshButton onRefresh={onRefresh} />}
      <IconButton aria-label={TEXT.close} onClick={onClose} edge="end">
        <Close />
      </IconButton>
    </Stack>
  );
}

/**
 * The report of the broadcast in `?id=`, in a dialog over the list (the whole screen on a
 * phone): read when it opens and again on refresh, with a Thai reason when it cannot be.
 */
export function BroadcastReportDialog({
  id,
  onClose,
  canOpenBroadcast,
}: BroadcastReportDialogProps) {
  const titleId = useId();
  const { breakpoints } = useTheme();
  const phone = useMediaQuery(breakpoints.down('md'));
  const { state, reload } = useLoaded<BroadcastReport>(
    typeof id === 'number' ? String(id) : null,
    (signal) => getBroadcastReport(id as number, signal),
  );
  const shown = id === 'invalid' ? { kind: 'not-found' as const } : state;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      scroll="paper"
    >
      <Heading
        id={titleId}
        report={shown.kind === 'ready' ? shown.data : null}
        onClose={onClose}
        onRefresh={reload}
      />
      <DialogContent dividers>
        {shown.kind === 'ready' ? (
          <BroadcastReportView report={shown.data} canOpenBroadcast={canOpenBroadcast} />
        ) : shown.kind === 'loading' ? (
          <Loading />
        ) : (
          <RecordUnavailable reason={shown.kind} texts={TEXT} onList={onClose} onRetry={reload} />
        )}
      </DialogContent>
    </Dialog>
  );
}
