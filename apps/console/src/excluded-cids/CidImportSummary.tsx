import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  CID_IMPORT_ROW_KIND_LABELS,
  CID_IMPORT_ROW_KINDS,
  type CidImportPreview,
  type CidImportRow,
  type CidImportRowKind,
} from '@hbc/contracts';
import { THAI_GRID_TEXT } from '@hbc/data-screens';

const count = new Intl.NumberFormat('th-TH');

export const CID_IMPORT_SUMMARY_TEXT = {
  counts: 'สรุปผลการตรวจสอบไฟล์',
  file: (name: string, rows: number) => `ไฟล์ ${name} มีข้อมูล ${count.format(rows)} แถว`,
  rowTabs: 'รายการในไฟล์',
  problems: 'รายการที่นำเข้าไม่ได้',
  valid: 'รายการที่นำเข้าได้',
  row: 'แถวที่',
  value: 'ค่า',
  problem: 'ปัญหา',
  noProblems: 'ทุกแถวนำเข้าได้',
  noValid: 'ไม่มีแถวที่นำเข้าได้',
  firstRowsOnly: (listed: number, total: number) =>
    `แสดงเฉพาะ ${count.format(listed)} รายการแรกจากทั้งหมด ${count.format(total)} รายการ`,
} as const;

const TEXT = CID_IMPORT_SUMMARY_TEXT;

const KIND_COLORS: Record<CidImportRowKind, string> = {
  valid: 'success.main',
  invalid: 'error.main',
  duplicate: 'warning.dark',
  alreadyExcluded: 'text.secondary',
};

/** The preview's count of rows of each kind. */
function countOf(preview: CidImportPreview, kind: CidImportRowKind): number {
  switch (kind) {
    case 'valid':
      return preview.validRows;
    case 'invalid':
      return preview.invalidRows;
    case 'duplicate':
      return preview.duplicateRows;
    case 'alreadyExcluded':
      return preview.alreadyExcludedRows;
  }
}

const monospace = { fontFamily: 'monospace' } as const;

const valueColumns: GridColDef<CidImportRow>[] = [
  { field: 'row', headerName: TEXT.row, width: 100, type: 'number' },
  {
    field: 'value',
    headerName: TEXT.value,
    width: 220,
    renderCell: ({ value }) => (
      <Typography variant="body2" component="span" sx={monospace}>
        {String(value)}
      </Typography>
    ),
  },
];
const problemColumns: GridColDef<CidImportRow>[] = [
  ...valueColumns,
  { field: 'message', headerName: TEXT.problem, flex: 1, minWidth: 240 },
];

function RowGrid({
  rows,
  columns,
  label,
}: {
  rows: readonly CidImportRow[];
  columns: GridColDef<CidImportRow>[];
  label: string;
}) {
  return (
    <DataGrid<CidImportRow>
      aria-label={label}
      rows={rows as CidImportRow[]}
      columns={columns}
      getRowId={(row) => row.row}
      initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
      pageSizeOptions={[10, 25, 50, 100]}
      localeText={THAI_GRID_TEXT}
      autoHeight
      disableColumnMenu
      disableColumnFilter
      disableColumnSelector
      disableRowSelectionOnClick
    />
  );
}

export interface CidImportSummaryProps {
  preview: CidImportPreview;
}

/**
 * What confirming an import would do: the rows of each kind, then the rows that will not be
 * imported with why (the first `CID_IMPORT_PREVIEW_ROWS` of them) and those that will.
 */
export function CidImportSummary({ preview }: CidImportSummaryProps) {
  const id = useId();
  const problemCount = preview.totalRows - preview.validRows;
  const [tab, setTab] = useState<'problems' | 'valid'>(problemCount > 0 ? 'problems' : 'valid');
  const listed = tab === 'problems' ? preview.problems : preview.valid;
  const total = tab === 'problems' ? problemCount : preview.validRows;
  const label = tab === 'problems' ? TEXT.problems : TEXT.valid;
  return (
    <Stack spacing={2}>
      <Typography>{TEXT.file(preview.fileName, preview.totalRows)}</Typography>
      <Stack
        component="ul"
        aria-label={TEXT.counts}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {CID_IMPORT_ROW_KINDS.map((kind) => (
          <Paper
            key={kind}
            component="li"
            variant="outlined"
            aria-label={CID_IMPORT_ROW_KIND_LABELS[kind]}
            sx={{ flex: 1, px: 2, py: 1.5 }}
          >
            <Typography variant="body2" color="text.secondary">
              {CID_IMPORT_ROW_KIND_LABELS[kind]}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={700} color={KIND_COLORS[kind]}>
              {count.format(countOf(preview, kind))}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: 'problems' | 'valid') => setTab(next)}
          aria-label={TEXT.rowTabs}
        >
          <Tab
            value="problems"
            label={`${TEXT.problems} (${count.format(problemCount)})`}
            id={`${id}-problems`}
            aria-controls={`${id}-panel`}
          />
          <Tab
            value="valid"
            label={`${TEXT.valid} (${count.format(preview.validRows)})`}
            id={`${id}-valid`}
            aria-controls={`${id}-panel`}
          />
        </Tabs>
        <Stack
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-${tab}`}
          spacing={1.5}
          sx={{ pt: 2 }}
        >
          {listed.length < total && (
            <Alert severity="info" role="note">
              {TEXT.firstRowsOnly(listed.length, total)}
            </Alert>
          )}
          {listed.length === 0 ? (
            <Typography color="text.secondary">
              {tab === 'problems' ? TEXT.noProblems : TEXT.noValid}
            </Typography>
          ) : (
            <RowGrid
              key={tab}
              rows={listed}
              columns={tab === 'problems' ? problemColumns : valueColumns}
              label={label}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
