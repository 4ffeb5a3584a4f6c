import { useRef, useState } from 'react';
import { readFileAsDataUrl, uploadSegmentCidList } from '@hbc/api-clients';
import type { SegmentCidList } from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { cidFileProblem } from '../../../excluded-cids/cid-import-checks';

export const CID_LIST_UPLOAD_TEXT = { failed: 'อัปโหลดไฟล์ไม่สำเร็จ' } as const;

export type CidListUpload =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; progress: number }
  | { step: 'failed'; message: string };

/**
 * Sends a CSV or XLSX of CIDs (`uploadSegmentCidList`) once its name and size pass, with the
 * upload's progress; `onUploaded` gets the list the API kept (its id, size and bad rows). A
 * second file chosen meanwhile replaces the first: the first's answer is ignored.
 */
export function useCidListUpload(onUploaded: (list: SegmentCidList) => void) {
  const [upload, setUpload] = useState<CidListUpload>({ step: 'idle' });
  const attempt = useRef(0);

  const send = (file: File) => {
    const problem = cidFileProblem(file);
    if (problem !== null) {
      setUpload({ step: 'failed', message: problem });
      return;
    }
    const current = ++attempt.current;
    const stillCurrent = () => attempt.current === current;
    setUpload({ step: 'uploading', fileName: file.name, progress: 0 });
    readFileAsDataUrl(file)
      .then((base64) =>
        uploadSegmentCidList({ fileName: file.name, base64 }, (progress) => {
          if (stillCurrent()) setUpload({ step: 'uploading', fileName: file.name, progress });
        }),
      )
      .then(
        (list) => {
          if (!stillCurrent()) return;
          setUpload({ step: 'idle' });
          onUploaded(list);
        },
        (error: unknown) => {
          if (stillCurrent()) {
            setUpload({
              step: 'failed',
              message: apiErrorText(error, CID_LIST_UPLOAD_TEXT.failed),
            });
          }
        },
      );
  };

  return { upload, send };
}
