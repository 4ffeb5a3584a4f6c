import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SegmentCidList } from '@hbc/contracts';
import { useFormField } from '@hbc/data-screens';
import { FilePickButton } from '@hbc/upload-widgets';
import { IMPORT_FILE_ACCEPT } from '../../../../file-import/import-file-checks';
import { formatCount } from '../../../../formatting/format-count';
import type { CidListDraft } from '../../condition-drafts';
import type { ConditionEditorProps } from '../condition-kind';
import { useDraftUpdate } from '../useDraftUpdate';
import { useCidListUpload } from './useCidListUpload';

/** How many of the file's bad rows are listed. */
const PROBLEMS_SHOWN = 5;

export const CID_LIST_EDITOR_TEXT = {
  choose: 'เลือกไฟล์',
  chooseAgain: 'เลือกไฟล์อื่น',
  format: 'ไฟล์ CSV (UTF-8) หรือ XLSX ไม่เกิน 10 MB มีคอลัมน์ "เลขประจำตัวประชาชน" 13 หลัก',
  uploading: (fileName: string) => `กำลังอัปโหลด ${fileName}`,
  size: (size: number) => `เลขประจำตัวประชาชน ${formatCount(size)} รายการ`,
  invalidRows: (rows: number) => `แถวที่ไม่ถูกต้อง ${formatCount(rows)} แถว (ไม่นำมาใช้)`,
  problem: (row: number, message: string) => `แถวที่ ${formatCount(row)}: ${message}`,
  saved: 'ใช้รายการที่อัปโหลดไว้แล้ว อัปโหลดไฟล์ใหม่เพื่อเปลี่ยนรายการ',
} as const;

const TEXT = CID_LIST_EDITOR_TEXT;

function UploadedList({ list }: { list: SegmentCidList }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" fontWeight={600}>
        {list.fileName}
      </Typography>
      <Typography variant="body2">{TEXT.size(list.size)}</Typography>
      {list.invalidRows > 0 && (
        <>
          <Typography variant="body2" color="warning.dark">
            {TEXT.invalidRows(list.invalidRows)}
          </Typography>
          <Typography component="ul" variant="body2" color="text.secondary" sx={{ m: 0, pl: 2.5 }}>
            {list.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={problem.row}>{TEXT.problem(problem.row, problem.message)}</li>
            ))}
          </Typography>
        </>
      )}
    </Stack>
  );
}

/** A file of CIDs, uploaded as soon as it is chosen: its size and bad rows are shown. */
export function CidListEditor({ name }: ConditionEditorProps) {
  const listId = useFormField<string | null>(`${name}.listId`);
  const list = useFormField<SegmentCidList | null>(`${name}.list`);
  const update = useDraftUpdate<CidListDraft>(name);
  const { upload, send } = useCidListUpload((uploaded) =>
    update({ listId: uploaded.id, list: uploaded }),
  );
  const uploading = upload.step === 'uploading';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
        {!uploading && (
          <FilePickButton
            text={listId.value ? TEXT.chooseAgain : TEXT.choose}
            accept={IMPORT_FILE_ACCEPT}
            onFile={send}
            variant="outlined"
          />
        )}
        <Typography variant="body2" color="text.secondary">
          {TEXT.format}
        </Typography>
      </Stack>
      {upload.step === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={Math.round(upload.progress * 100)}
          aria-label={TEXT.uploading(upload.fileName)}
        />
      )}
      {list.value ? (
        <UploadedList list={list.value} />
      ) : (
        listId.value && <Typography variant="body2">{TEXT.saved}</Typography>
      )}
      {upload.step === 'failed' && (
        <FormHelperText error role="alert">
          {upload.message}
        </FormHelperText>
      )}
      {upload.step !== 'failed' && listId.error !== undefined && (
        <FormHelperText error>{listId.error}</FormHelperText>
      )}
    </Stack>
  );
}
