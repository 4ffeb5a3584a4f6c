import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LocalHospital from '@mui/icons-material/LocalHospital';
import SearchOff from '@mui/icons-material/SearchOff';
import {
  BROADCAST_STATUS_LABELS,
  ROUTES,
  UNIT_KIND_LABELS,
  type RecentBroadcast,
  type UnitDetail,
} from '@hbc/contracts';
import { EmptyState, formatThaiDateTime, LoadingState, PageScaffold, type Crumb } from '@hbc/ui';
import { documentTitle } from '../../routing/app-title';
import { screenFor, screenTrail } from '../../routing/route-table';
import { formatCount } from '../../formatting/format-count';
import { useUnitDetail, type UnitDetailState } from './useUnitDetail';

const TITLE = screenFor(ROUTES.healthCenterDetail)?.title ?? '';

export const UNIT_DETAIL_TEXT = {
  active: 'เปิดใช้งาน',
  inactive: 'ปิดใช้งาน',
  noLogo: 'ยังไม่มีตราสัญลักษณ์',
  recentBroadcasts: 'บรอดแคสต์ล่าสุด',
  noBroadcasts: 'ยังไม่มีบรอดแคสต์',
  noUnit: 'ยังไม่ได้เลือกหน่วยบริการ',
  noUnitHelp: 'เลือกหน่วยบริการจากรายชื่อหน่วยบริการเพื่อดูข้อมูล',
  toUnitList: 'ไปที่รายชื่อหน่วยบริการ',
  notFound: 'ไม่พบหน่วยบริการนี้',
  notFoundHelp: 'หน่วยบริการนี้อาจถูกลบไปแล้ว หรือที่อยู่ของหน้าไม่ถูกต้อง',
  ownNotFoundHelp: 'บัญชีของท่านยังไม่ได้สังกัดหน่วยบริการ กรุณาติดต่อผู้ดูแลระบบ',
  failed: 'โหลดข้อมูลหน่วยบริการไม่สำเร็จ',
  failedHelp: 'กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
  retry: 'ลองใหม่',
} as const;

/**
 * /health-center/detail: a unit's profile, its staff and registered citizens, and its recent
 * broadcasts. LV1–LV3 see their own unit; Super Admin the unit of `?id=`, reached from the list.
 */
export function UnitDetailScreen() {
  const navigate = useNavigate();
  const { state, everyUnit, retry } = useUnitDetail();
  const toUnitList = () => void navigate(ROUTES.unit);
  const breadcrumbs: Crumb[] | undefined = everyUnit
    ? [
        ...screenTrail(ROUTES.unit).map((entry) => ({
          label: entry.title,
          onClick: () => void navigate(entry.path),
        })),
        { label: TITLE },
      ]
    : undefined;
  return (
    <PageScaffold title={TITLE} breadcrumbs={breadcrumbs}>
      <title>{documentTitle(TITLE)}</title>
      <UnitDetailContent
        state={state}
        everyUnit={everyUnit}
        onOpenUnitList={toUnitList}
        onRetry={retry}
      />
    </PageScaffold>
  );
}

interface UnitDetailContentProps {
  state: UnitDetailState;
  everyUnit: boolean;
  onOpenUnitList: () => void;
  onRetry: () => void;
}

function UnitDetailContent({ state, everyUnit, onOpenUnitList, onRetry }: UnitDetailContentProps) {
  const toList = everyUnit ? (
    <Button variant="contained" onClick={onOpenUnitList}>
      {UNIT_DETAIL_TEXT.toUnitList}
    </Button>
  ) : undefined;
  switch (state.kind) {
    case 'loading':
      return <LoadingState />;
    case 'ready':
      return <UnitProfile unit={state.unit} />;
    case 'no-unit':
      return (
        <EmptyState
          title={UNIT_DETAIL_TEXT.noUnit}
          description={UNIT_DETAIL_TEXT.noUnitHelp}
          action={toList}
        />
      );
    case 'not-found':
      return (
        <EmptyState
          icon={<SearchOff />}
          title={UNIT_DETAIL_TEXT.notFound}
          description={everyUnit ? UNIT_DETAIL_TEXT.notFoundHelp : UNIT_DETAIL_TEXT.ownNotFoundHelp}
          action={toList}
        />
      );
    case 'failed':
      return (
        <EmptyState
          icon={<ErrorOutline />}
          title={UNIT_DETAIL_TEXT.failed}
          description={UNIT_DETAIL_TEXT.failedHelp}
          action={
            <Button variant="contained" onClick={onRetry}>
              {UNIT_DETAIL_TEXT.retry}
            </Button>
          }
        />
      );
  }
}

function UnitProfile({ unit }: { unit: UnitDetail }) {
  return (
    <Stack spacing={4}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'center' }}>
        <UnitLogo logoUrl={unit.logoUrl} name={unit.name} />
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="h6" component="h2" fontWeight={700}>
            {unit.name}
          </Typography>
          <Chip
            size="small"
            color={unit.active ? 'success' : 'default'}
            label={unit.active ? UNIT_DETAIL_TEXT.active : UNIT_DETAIL_TEXT.inactive}
          />
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        <Fact label="รหัสหน่วยบริการ">{unit.hcode}</Fact>
        <Fact label="ประเภทหน่วยบริการ">{UNIT_KIND_LABELS[unit.kind]}</Fact>
        <Fact label="จังหวัด">{unit.provinceName}</Fact>
        <Fact label="เขตสุขภาพ">{unit.healthRegionName}</Fact>
        <Fact label="เจ้าหน้าที่">{formatCount(unit.staffCount)} คน</Fact>
        <Fact label="ประชาชนที่ลงทะเบียน">{formatCount(unit.citizenCount)} คน</Fact>
      </Box>
      <RecentBroadcasts broadcasts={unit.recentBroadcasts} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} fontWeight={600}>
        {children}
      </Typography>
    </Box>
  );
}

const LOGO_SIZE = 96;

/** The unit's logo, or a hospital sign when it has none or the image does not load. */
function UnitLogo({ logoUrl, name }: { logoUrl: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  const frame = {
    width: LOGO_SIZE,
    height: LOGO_SIZE,
    flexShrink: 0,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    overflow: 'hidden',
  } as const;
  if (logoUrl && !failed) {
    return (
      <Box
        component="img"
        src={logoUrl}
        alt={`ตราสัญลักษณ์ ${name}`}
        onError={() => setFailed(true)}
        sx={{ ...frame, objectFit: 'contain', bgcolor: 'common.white' }}
      />
    );
  }
  return (
    <Box
      role="img"
      aria-label={UNIT_DETAIL_TEXT.noLogo}
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'primary.main',
        '& svg': { fontSize: 48 },
      }}
    >
      <LocalHospital />
    </Box>
  );
}

function RecentBroadcasts({ broadcasts }: { broadcasts: readonly RecentBroadcast[] }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={1} aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" fontWeight={700}>
        {UNIT_DETAIL_TEXT.recentBroadcasts}
      </Typography>
      {broadcasts.length === 0 ? (
        <EmptyState icon={<CampaignOutlined />} title={UNIT_DETAIL_TEXT.noBroadcasts} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>ชื่อบรอดแคสต์</TableCell>
                <TableCell>สถานะ</TableCell>
                <TableCell>สร้างเมื่อ</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {broadcasts.map((broadcast) => (
                <TableRow key={broadcast.id}>
                  <TableCell>{broadcast.title}</TableCell>
                  <TableCell>{BROADCAST_STATUS_LABELS[broadcast.status]}</TableCell>
                  <TableCell>{formatThaiDateTime(broadcast.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
