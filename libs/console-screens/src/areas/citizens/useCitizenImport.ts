import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  getCitizenFileImport,
  readFileAsDataUrl,
  startCitizenFileImport,
} from '@hbc/api-clients';
import {
  CITIZEN_FILE_MAX_BYTES,
  CITIZEN_IMPORT_MESSAGES,
  type CitizenFileImport,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { importFileProblem } from '../../file-import/import-file-checks';

/** How often a running import is asked how far it is. */
export const CITIZEN_IMPORT_POLL_MS = 1_000;

export const CITIZEN_IMPORT_TEXT = {
  noFile: 'กรุณาเลือกไฟล์',
  uploadFailed: 'อัปโหลดไฟล์ไม่สำเร็จ',
} as const;

/**
 * Where an import stands: a file being chosen; sent (with the fraction uploaded); sent whole,
 * the API not answering yet; read by the API row by row; done or failed.
 */
export type CitizenImportStep =
  | { step: 'choose' }
  | { step: 'uploading'; progress: number }
  | { step: 'starting' }
  | { step: 'running'; status: CitizenFileImport }
  | { step: 'finished'; status: CitizenFileImport };

/** Something changed in the citizens: the counts shown elsewhere are out of date. */
const changedCitizens = (status: CitizenFileImport) =>
  status.status === 'DONE' && status.inserted + status.updated > 0;

export interface CitizenImportOptions {
  /** Closes the dialog (it is unmounted). */
  onClose: () => void;
  /** An import finished that added or updated citizens. */
  onImported?: () => void;
}

/**
 * Importing citizens from a CSV or XLSX file (Super Admin): the file is checked here (name, size),
 * sent (`startCitizenFileImport`, with upload progress), then its import is polled every
 * `CITIZEN_IMPORT_POLL_MS` until it is done or failed. Closing while it runs asks first: the API
 * goes on without the dialog. Polling stops when the dialog goes.
 */
export function useCitizenImport({ onClose, onImported }: CitizenImportOptions) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [state, setState] = useState<CitizenImportStep>({ step: 'choose' });
  const [error, setError] = useState<string | null>(null);
  /** The last poll failed (not a 404): polling goes on. */
  const [reconnecting, setReconnecting] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const mounted = useRef(true);
  const onImportedRef = useRef(onImported);
  useEffect(() => {
    onImportedRef.current = onImported;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Shows where the import stands, unless the dialog is gone. */
  const settle = useCallback((status: CitizenFileImport) => {
    if (!mounted.current) return;
    if (status.status === 'RUNNING') {
      setState({ step: 'running', status });
      return;
    }
    setState({ step: 'finished', status });
    if (changedCitizens(status)) onImportedRef.current?.();
  }, []);

  const runningId = state.step === 'running' ? state.status.importId : null;
  useEffect(() => {
    if (runningId === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      getCitizenFileImport(runningId, controller.signal).then(
        (status) => {
          if (controller.signal.aborted) return;
          setReconnecting(false);
          settle(status);
          // A status still running changes state but not `runningId`: this effect stays.
          if (status.status === 'RUNNING') timer = setTimeout(poll, CITIZEN_IMPORT_POLL_MS);
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          if (failure instanceof ApiError && failure.status === 404) {
            setReconnecting(false);
            setState({ step: 'choose' });
            setError(apiErrorText(failure, CITIZEN_IMPORT_MESSAGES.importGone));
            return;
          }
          setReconnecting(true);
          timer = setTimeout(poll, CITIZEN_IMPORT_POLL_MS);
        },
      );
    };
    timer = setTimeout(poll, CITIZEN_IMPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [runningId, settle]);

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    setFileError(importFileProblem(chosen, CITIZEN_FILE_MAX_BYTES, CITIZEN_IMPORT_MESSAGES));
    setError(null);
  };

  const start = () => {
    if (!file) {
      setFileError(CITIZEN_IMPORT_TEXT.noFile);
      return;
    }
    if (fileError !== null) return;
    setError(null);
    setState({ step: 'uploading', progress: 0 });
    readFileAsDataUrl(file)
      .then((base64) =>
        startCitizenFileImport({ fileName: file.name, base64 }, (progress) => {
          if (mounted.current) {
            setState(progress < 1 ? { step: 'uploading', progress } : { step: 'starting' });
          }
        }),
      )
      .then(
        (status) => settle(status),
        (failure: unknown) => {
          if (!mounted.current) return;
          setState({ step: 'choose' });
          setError(apiErrorText(failure, CITIZEN_IMPORT_TEXT.uploadFailed));
        },
      );
  };

  /** Back to choosing, for another file. */
  const again = () => {
    setFile(null);
    setFileError(null);
    setError(null);
    setState({ step: 'choose' });
  };

  const busy = state.step === 'uploading' || state.step === 'starting' || state.step === 'running';

  /** Closes, asking first while an import runs. */
  const close = () => {
    if (busy) setAskingToClose(true);
    else onClose();
  };

  return {
    file,
    /** Thai text of what is wrong with the file, or null. */
    fileError,
    state,
    /** Thai text of the last failed call, or null. */
    error,
    reconnecting,
    /** An import is being sent or runs: closing asks first. */
    busy,
    chooseFile,
    start,
    again,
    close,
    closeGuard: {
      asking: askingToClose,
      /** Closes: the import goes on in the background. */
      leave: onClose,
      stay: () => setAskingToClose(false),
    },
  };
}

export type CitizenImportState = ReturnType<typeof useCitizenImport>;
