import { useState } from 'react';
import { revealCid } from '@hbc/api-clients';
import type { ExcludedCidRecord } from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';

export const REVEAL_TEXT = {
  failed: 'แสดงเลขประจำตัวประชาชนไม่สำเร็จ',
  copied: 'คัดลอกเลขประจำตัวประชาชนแล้ว',
  copyFailed: 'คัดลอกไม่สำเร็จ',
} as const;

type RevealStep = { step: 'asking' } | { step: 'revealing' } | { step: 'shown'; cid: string };

/**
 * Revealing one excluded CID in full: nothing is asked of the API until Super Admin confirms (the
 * API writes every reveal to the activity log). The CID lives in this hook's state only, so it is
 * gone once the dialog holding it closes: never in the address, the list or any storage.
 */
export function useRevealCid(record: ExcludedCidRecord) {
  const [state, setState] = useState<RevealStep>({ step: 'asking' });
  const [error, setError] = useState<string | null>(null);

  const reveal = () => {
    setError(null);
    setState({ step: 'revealing' });
    revealCid(record.id).then(
      (revealed) => setState({ step: 'shown', cid: revealed.cid }),
      (failure: unknown) => {
        setState({ step: 'asking' });
        setError(apiErrorText(failure, REVEAL_TEXT.failed));
      },
    );
  };

  const copy = () => {
    if (state.step !== 'shown') return;
    // The clipboard is missing outside a secure context (http:// other than localhost).
    const written = navigator.clipboard?.writeText(state.cid) ?? Promise.reject(new Error());
    written.then(
      () => toast.success(REVEAL_TEXT.copied),
      () => toast.error(REVEAL_TEXT.copyFailed),
    );
  };

  return {
    /** The full CID once revealed, else null. */
    cid: state.step === 'shown' ? state.cid : null,
    revealing: state.step === 'revealing',
    /** Thai text of a failed reveal, or null. */
    error,
    reveal,
    copy,
  };
}
