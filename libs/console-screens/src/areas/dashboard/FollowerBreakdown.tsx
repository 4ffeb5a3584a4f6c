import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SEX_LABELS, type SegmentBreakdown } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';
import { BarFigure } from '../../charts/BarFigure';
import { formatCount } from '../../formatting/format-count';
import { ageBandLabel, provinceLabel } from './follower-labels';

/** Provinces the province chart draws, most followers first (the table lists them all). */
export const CHARTED_PROVINCES = 10;

export const FOLLOWER_TEXT = {
  bySex: 'ผู้ติดตามตามเพศ',
  byAge: 'ผู้ติดตามตามช่วงอายุ',
  byProvince: 'ผู้ติดตามตามจังหวัด',
  topProvinces: `ผู้ติดตามตามจังหวัด (${CHARTED_PROVINCES} จังหวัดแรก)`,
  sex: 'เพศ',
  age: 'ช่วงอายุ',
  province: 'จังหวัด',
  followers: 'ผู้ติดตาม (คน)',
  countedAt: (at: string) => `ข้อมูลผู้ติดตาม ณ ${formatThaiDateTime(at)}`,
  notCounted: 'ยังไม่ได้สรุปข้อมูลผู้ติดตาม',
  none: 'ยังไม่มีผู้ติดตาม',
} as const;

const TEXT = FOLLOWER_TEXT;

export interface FollowerBreakdownProps {
  followers: SegmentBreakdown;
  /** When the followers were counted (ISO 8601); null: never. */
  countedAt: string | null;
}

/** Every province with followers, most first, as a table on screen (the chart draws the first). */
function ProvinceTable({ provinces }: { provinces: SegmentBreakdown['provinces'] }) {
  return (
    // A long list scrolls in its own box, which the keyboard can reach and scroll.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={TEXT.byProvince}
      sx={{ maxHeight: 420, overflow: 'auto' }}
    >
      <Table size="small" stickyHeader aria-label={TEXT.byProvince}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.province}</TableCell>
            <TableCell align="right">{TEXT.followers}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {provinces.map((row) => (
            <TableRow key={row.provinceId ?? 'none'}>
              <TableCell component="th" scope="row">
                {provinceLabel(row.provinceName)}
              </TableCell>
              <TableCell align="right">{formatCount(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Citizens following now by sex, age band and province (as rolled up, with when): a bar chart
 * of each with its numbers as a table, the province chart the first provinces, its table all.
 */
export function FollowerBreakdown({ followers, countedAt }: FollowerBreakdownProps) {
  const total = followers.sexes.reduce((sum, row) => sum + row.count, 0);
  const charted = followers.provinces.slice(0, CHARTED_PROVINCES);
  const bars = (values: readonly number[]) => [{ label: TEXT.followers, values }];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {countedAt ? TEXT.countedAt(countedAt) : TEXT.notCounted}
      </Typography>
      {total === 0 ? (
        <Typography color="text.secondary">{TEXT.none}</Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <BarFigure
              title={TEXT.bySex}
              labelHead={TEXT.sex}
              labelWidth={80}
              labels={followers.sexes.map((row) => SEX_LABELS[row.sex])}
              series={bars(followers.sexes.map((row) => row.count))}
            />
            <BarFigure
              title={TEXT.byAge}
              labelHead={TEXT.age}
              labelWidth={96}
              labels={followers.ageBands.map((row) => ageBandLabel(row.band))}
              series={bars(followers.ageBands.map((row) => row.count))}
            />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <ProvinceTable provinces={followers.provinces} />
            <BarFigure
              title={TEXT.topProvinces}
              labels={charted.map((row) => provinceLabel(row.provinceName))}
              series={bars(charted.map((row) => row.count))}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
