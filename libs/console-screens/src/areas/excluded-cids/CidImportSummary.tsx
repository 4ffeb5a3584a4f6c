import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  CID_IMPORT_ROW_KIND_LABELS,
  CID_IMPORT_ROW_KINDS,
  type CidImportPreview,
  type CidImportRow,
  type CidImportRowKind,
} from '@hbc/contracts';
import { ImportCounts } from '../../file-import/ImportCounts';
import { ImportRowsGrid } from '../../file-import/ImportRowsGrid';
import { IMPORT_TEXT } from '../../file-import/import-texts';

const count = new Intl.NumberFormat('th-TH');

export const CID_IMPORT_SUMMARY_TEXT = {
  counts: 'สรุปผลการตรวจสอบไฟล์',
  file: IMPORT_TEXT.file,
  rowTabs: 'รายการในไฟล์',
  problems: 'รายการที่นำเข้าไม่ได้',
  valid: 'รายการที่นำเข้าได้',
  row: IMPORT_TEXT.row,
  value: 'ค่า',
  problem: IMPORT_TEXT.problem,
  noProblems: IMPORT_TEXT.noProblems,
  noValid: 'ไม่มีแถวที่นำเข้าได้',
  firstRowsOnly: IMPORT_TEXT.firstRowsOnly,
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
      <ImportCounts
        label={TEXT.counts}
        counts={CID_IMPORT_ROW_KINDS.map((kind) => ({
          label: CID_IMPORT_ROW_KIND_LABELS[kind],
          value: countOf(preview, kind),
          color: KIND_COLORS[kind],
        }))}
      />
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
            <ImportRowsGrid
              key={tab}
              rows={listed}
              columns={tab === 'problems' ? problemColumns : valueColumns}
              label={label}
              getRowId={(row) => row.row}
            />
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
