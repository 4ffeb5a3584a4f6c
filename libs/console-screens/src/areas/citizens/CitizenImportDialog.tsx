import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ConfirmDialog } from '@hbc/ui';
import { ImportFileField } from '../../file-import/ImportFileField';
import { ImportProgress } from '../../file-import/ImportProgress';
import { CitizenFileGuide } from './CitizenFileGuide';
import { CitizenImportProgress } from './CitizenImportProgress';
import { CitizenImportSummary } from './CitizenImportSummary';
import { useCitizenImport } from './useCitizenImport';

export const CITIZEN_IMPORT_DIALOG_TEXT = {
  title: 'นำเข้าข้อมูลประชาชน',
  file: 'ไฟล์ข้อมูลประชาชน',
  choose: 'เลือกไฟล์',
  chooseAgain: 'เลือกไฟล์อื่น',
  noFileYet: 'ยังไม่ได้เลือกไฟล์',
  start: 'นำเข้าข้อมูล',
  uploading: 'กำลังอัปโหลดไฟล์',
  starting: 'กำลังเริ่มนำเข้า',
  reconnecting: 'ติดต่อระบบไม่ได้ กำลังลองอีกครั้ง',
  another: 'นำเข้าไฟล์อื่น',
  close: 'ปิด',
  closeTitle: 'ปิดหน้าต่างนำเข้า?',
  closeMessage:
    'การนำเข้ายังไม่เสร็จ ระบบจะนำเข้าต่อในเบื้องหลังแม้ปิดหน้าต่างนี้ จำนวนประชาชนจะปรับปรุงเมื่อนำเข้าเสร็จ',
  closeConfirm: 'ปิดหน้าต่าง',
  closeCancel: 'ดูความคืบหน้าต่อ',
} as const;

const TEXT = CITIZEN_IMPORT_DIALOG_TEXT;

export interface CitizenImportDialogProps {
  /** Mount the dialog to open it; this unmounts it (polling stops, the import goes on). */
  onClose: () => void;
  /** An import finished that added or updated citizens. */
  onImported?: () => void;
}

/**
 * Super Admin's import of citizens from a CSV or XLSX file: what the file must hold and its
 * template, the file, then the upload's progress, the rows' progress with the running counts, and
 * at the end what the import did with the rows it refused.
 */
export function CitizenImportDialog({ onClose, onImported }: CitizenImportDialogProps) {
  const id = useId();
  const state = useCitizenImport({ onClose, onImported });
  const { step } = state.state;
  return (
    <>
      <Dialog open onClose={state.close} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
        <DialogTitle id={`${id}-title`} fontWeight={700}>
          {TEXT.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            {step === 'choose' && (
              <>
                <CitizenFileGuide />
                <ImportFileField
                  texts={TEXT}
                  heading="h3"
                  file={state.file}
                  onFile={state.chooseFile}
                  fileError={state.fileError}
                />
              </>
            )}
            {state.error !== null && <Alert severity="error">{state.error}</Alert>}
            {state.state.step === 'uploading' && (
              <ImportProgress label={TEXT.uploading} progress={state.state.progress} />
            )}
            {step === 'starting' && <ImportProgress label={TEXT.starting} />}
            {state.state.step === 'running' && (
              <CitizenImportProgress status={state.state.status} />
            )}
            {state.reconnecting && <Alert severity="warning">{TEXT.reconnecting}</Alert>}
            {state.state.step === 'finished' && (
              <CitizenImportSummary status={state.state.status} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {step === 'finished' && (
            <Button color="inherit" onClick={state.again}>
              {TEXT.another}
            </Button>
          )}
          <Button
            color={step === 'finished' ? 'primary' : 'inherit'}
            variant={step === 'finished' ? 'contained' : 'text'}
            onClick={state.close}
          >
            {TEXT.close}
          </Button>
          {step === 'choose' && (
            <Button variant="contained" onClick={state.start}>
              {TEXT.start}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={state.closeGuard.asking}
        title={TEXT.closeTitle}
        message={TEXT.closeMessage}
        confirmLabel={TEXT.closeConfirm}
        cancelLabel={TEXT.closeCancel}
        onConfirm={state.closeGuard.leave}
        onCancel={state.closeGuard.stay}
      />
    </>
  );
}
