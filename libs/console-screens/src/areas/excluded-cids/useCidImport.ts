import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ApiError,
  cancelCidImport,
  confirmCidImport,
  previewCidImport,
  readFileAsDataUrl,
} from '@hbc/api-clients';
import { ROUTES, type CidImportPreview } from '@hbc/contracts';
import { apiErrorText, useLeaveGuard } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { cidFileProblem, importReasonProblem } from './cid-import-checks';

const count = new Intl.NumberFormat('th-TH');

export const CID_IMPORT_TEXT = {
  noFile: 'กรุณาเลือกไฟล์',
  checkFailed: 'ตรวจสอบไฟล์ไม่สำเร็จ',
  importFailed: 'นำเข้าไม่สำเร็จ',
  imported: (added: number) => `นำเข้า ${count.format(added)} รายการแล้ว`,
} as const;

/**
 * Where an import stands: a file being chosen; sent (with the fraction uploaded); read by the
 * API; previewed, waiting for a yes or no; being imported.
 */
export type CidImportStep =
  | { step: 'choose' }
  | { step: 'uploading'; progress: number }
  | { step: 'checking' }
  | { step: 'preview'; preview: CidImportPreview }
  | { step: 'confirming'; preview: CidImportPreview };

/**
 * Importing excluded CIDs from a CSV or XLSX file: the file and a reason for its rows are checked
 * here, sent (`previewCidImport`, with upload progress), and what the API would import is shown;
 * confirming imports every valid row or none, cancelling drops the preview on the API. Leaving
 * with a preview pending asks first, and a preview left behind is dropped.
 */
export function useCidImport() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reason, setReasonState] = useState('');
  const [reasonShown, setReasonShown] = useState(false);
  const [state, setState] = useState<CidImportStep>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  /** The preview the API holds for this screen, to drop when the screen goes. */
  const pendingImport = useRef<string | null>(null);
  /** Tells a late answer from the current attempt. */
  const attempt = useRef(0);
  const leaveGuard = useLeaveGuard(state.step !== 'choose');

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileError(cidFileProblem(chosen));
    setError(null);
  };

  const setReason = (text: string) => setReasonState(text);

  const check = () => {
    setReasonShown(true);
    const reasonProblem = importReasonProblem(reason);
    if (!file) setFileError(CID_IMPORT_TEXT.noFile);
    if (!file || fileError !== null || reasonProblem !== null) return;
    const current = ++attempt.current;
    const stillCurrent = () => attempt.current === current;
    setError(null);
    setState({ step: 'uploading', progress: 0 });
    readFileAsDataUrl(file)
      .then((base64) =>
        previewCidImport({ fileName: file.name, reason, base64 }, (progress) => {
          if (stillCurrent()) {
            setState(progress < 1 ? { step: 'uploading', progress } : { step: 'checking' });
          }
        }),
      )
      .then(
        (preview) => {
          if (!stillCurrent()) {
            void cancelCidImport(preview.importId).catch(() => undefined);
            return;
          }
          pendingImport.current = preview.importId;
          setState({ step: 'preview', preview });
        },
        (failure: unknown) => {
          if (!stillCurrent()) return;
          setState({ step: 'choose' });
          setError(apiErrorText(failure, CID_IMPORT_TEXT.checkFailed));
        },
      );
  };

  const confirm = () => {
    if (state.step !== 'preview') return;
    const { preview } = state;
    setError(null);
    setState({ step: 'confirming', preview });
    // Sent: leaving now must not drop it.
    pendingImport.current = null;
    confirmCidImport(preview.importId).then(
      (result) => {
        leaveGuard.allowLeaving();
        toast.success(CID_IMPORT_TEXT.imported(result.added));
        void navigate(ROUTES.excludeCid);
      },
      (failure: unknown) => {
        // 404: the preview expired or was used; the file must be sent again.
        const gone = failure instanceof ApiError && failure.status === 404;
        if (!gone) pendingImport.current = preview.importId;
        setState(gone ? { step: 'choose' } : { step: 'preview', preview });
        setError(apiErrorText(failure, CID_IMPORT_TEXT.importFailed));
      },
    );
  };

  /** Leaves the screen: a preview left behind is dropped, an answer still due is dropped too. */
  const leave = () => {
    attempt.current += 1;
    const importId = pendingImport.current;
    pendingImport.current = null;
    // Nobody can confirm it any more; the API forgets it after a day anyway.
    if (importId !== null) void cancelCidImport(importId).catch(() => undefined);
    leaveGuard.leave();
  };

  const cancel = () => {
    if (state.step !== 'preview') return;
    pendingImport.current = null;
    setError(null);
    setState({ step: 'choose' });
    // A preview the API could not drop now is forgotten after a day.
    void cancelCidImport(state.preview.importId).catch(() => undefined);
  };

  return {
    file,
    /** Thai text of what is wrong with the file, or null. */
    fileError,
    reason,
    /** Thai text of what is wrong with the reason, once the file was sent for checking. */
    reasonError: reasonShown ? importReasonProblem(reason) : null,
    state,
    /** Thai text of the last failed call, or null. */
    error,
    /** The file and reason can change: nothing is being sent or previewed. */
    editable: state.step === 'choose',
    chooseFile,
    setReason,
    check,
    confirm,
    cancel,
    leaveGuard: { ...leaveGuard, leave },
  };
}

export type CidImportState = ReturnType<typeof useCidImport>;
