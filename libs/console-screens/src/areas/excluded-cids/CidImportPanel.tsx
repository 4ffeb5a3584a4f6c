import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CID_REASON_MAX_LENGTH } from '@hbc/contracts';
import { LEAVE_CANCEL, LEAVE_CONFIRM, LEAVE_TITLE } from '@hbc/data-screens';
import { ConfirmDialog, CountedHelperText, isTooLong } from '@hbc/ui';
import { ImportFileField } from '../../file-import/ImportFileField';
import { ImportProgress } from '../../file-import/ImportProgress';
import { importReasonProblem } from './cid-import-checks';
import { CidImportSummary } from './CidImportSummary';
import { useCidImport } from './useCidImport';

const count = new Intl.NumberFormat('th-TH');

export const CID_IMPORT_LABELS = {
  file: 'ไฟล์รายชื่อ',
  choose: 'เลือกไฟล์',
  chooseAgain: 'เลือกไฟล์อื่น',
  noFileYet: 'ยังไม่ได้เลือกไฟล์ (CSV หรือ XLSX ไม่เกิน 10 MB)',
  formatTitle: 'รูปแบบไฟล์',
  format: [
    'ไฟล์ CSV (UTF-8) หรือ XLSX ขนาดไม่เกิน 10 MB',
    'คอลัมน์ "เลขประจำตัวประชาชน" 13 หลัก (มีขีดหรือไม่มีก็ได้) และคอลัมน์ "เหตุผล" (ไม่บังคับ)',
    'แถวแรกเป็นหัวตารางหรือไม่ก็ได้ ถ้าไม่มีหัวตาราง คอลัมน์แรกคือเลขประจำตัวประชาชน',
  ],
  reason: 'เหตุผล',
  reasonHint: 'ใช้กับแถวที่ไม่มีเหตุผลในไฟล์',
  check: 'ตรวจสอบไฟล์',
  confirm: (valid: number) => `ยืนยันนำเข้า ${count.format(valid)} รายการ`,
  cancel: 'ยกเลิก',
  leaveMessage: 'ไฟล์ที่ตรวจสอบแล้วยังไม่ได้นำเข้า หากออกจากหน้านี้ต้องอัปโหลดไฟล์ใหม่',
  uploading: 'กำลังอัปโหลดไฟล์',
  checking: 'กำลังตรวจสอบข้อมูลในไฟล์',
  confirming: 'กำลังนำเข้า',
} as const;

const LABELS = CID_IMPORT_LABELS;

/**
 * The import tab of the excluded-CID form: a file and a reason, 'ตรวจสอบไฟล์', the progress of
 * the upload and check, then the preview with 'ยืนยันนำเข้า N รายการ' and 'ยกเลิก'.
 */
export function CidImportPanel() {
  const state = useCidImport();
  const { step } = state.state;
  const preview =
    state.state.step === 'preview' || state.state.step === 'confirming'
      ? state.state.preview
      : null;
  const confirming = step === 'confirming';
  // A reason too long says so at once, not only once the file is sent for checking.
  const reasonError =
    state.reasonError ??
    (isTooLong(state.reason, CID_REASON_MAX_LENGTH) ? importReasonProblem(state.reason) : null);
  return (
    <Stack spacing={2.5}>
      <ImportFileField
        texts={LABELS}
        heading="h2"
        file={state.file}
        onFile={state.chooseFile}
        fileError={state.fileError}
        canChoose={state.editable}
      />
      <TextField
        label={LABELS.reason}
        required
        value={state.reason}
        onChange={(event) => state.setReason(event.target.value)}
        disabled={!state.editable}
        error={reasonError !== null}
        helperText={
          <CountedHelperText
            message={reasonError ?? LABELS.reasonHint}
            length={state.reason.length}
            limit={CID_REASON_MAX_LENGTH}
          />
        }
        fullWidth
      />
      <Alert severity="info" variant="outlined" role="note">
        <Typography variant="body2" fontWeight={600}>
          {LABELS.formatTitle}
        </Typography>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
          {LABELS.format.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Typography>
      </Alert>
      {state.error !== null && <Alert severity="error">{state.error}</Alert>}
      {step === 'choose' && (
        <Stack direction="row" justifyContent="flex-end">
          <Button variant="contained" onClick={state.check}>
            {LABELS.check}
          </Button>
        </Stack>
      )}
      {state.state.step === 'uploading' && (
        <ImportProgress label={LABELS.uploading} progress={state.state.progress} />
      )}
      {step === 'checking' && <ImportProgress label={LABELS.checking} />}
      {preview && (
        <>
          <CidImportSummary key={preview.importId} preview={preview} />
          {confirming && <ImportProgress label={LABELS.confirming} />}
          <Stack direction="row" spacing={1.5} justifyContent="flex-end">
            <Button color="inherit" onClick={state.cancel} disabled={confirming}>
              {LABELS.cancel}
            </Button>
            <Button
              variant="contained"
              onClick={state.confirm}
              disabled={confirming || preview.validRows === 0}
              aria-busy={confirming}
            >
              {LABELS.confirm(preview.validRows)}
            </Button>
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={state.leaveGuard.asking}
        title={LEAVE_TITLE}
        message={LABELS.leaveMessage}
        confirmLabel={LEAVE_CONFIRM}
        cancelLabel={LEAVE_CANCEL}
        destructive
        onConfirm={state.leaveGuard.leave}
        onCancel={state.leaveGuard.stay}
      />
    </Stack>
  );
}
