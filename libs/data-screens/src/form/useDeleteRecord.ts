import { useCallback, useState } from 'react';
import { toast } from '@hbc/ui';
import { apiErrorText } from '../shared/api-error-text';

export const DELETE_FAILED_TEXT = 'ลบข้อมูลไม่สำเร็จ';

export interface DeleteRecordOptions {
  /** The delete call. */
  remove: () => Promise<void>;
  /** Said once the record is gone. */
  deletedText: string;
  /** Said when the delete fails without a reason from the API; `DELETE_FAILED_TEXT` by default. */
  failedText?: string;
  /** After the delete, typically back to the list. */
  onDeleted: () => void;
}

export interface DeleteRecord {
  /** The confirmation is open. */
  asking: boolean;
  /** The delete call is under way. */
  busy: boolean;
  ask: () => void;
  cancel: () => void;
  confirm: () => void;
}

/**
 * Deleting a record after the user confirms: the API's Thai reason for a refusal (a 409: units
 * still in the province, a user's own account) is said in a toast and the record stays. The
 * screen shows `asking`/`busy` in a ConfirmDialog and calls `ask` from its delete button.
 */
export function useDeleteRecord({
  remove,
  deletedText,
  failedText = DELETE_FAILED_TEXT,
  onDeleted,
}: DeleteRecordOptions): DeleteRecord {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = useCallback(() => setAsking(true), []);
  const cancel = useCallback(() => setAsking(false), []);
  const confirm = () => {
    setBusy(true);
    remove().then(
      () => {
        setBusy(false);
        setAsking(false);
        toast.success(deletedText);
        onDeleted();
      },
      (error: unknown) => {
        setBusy(false);
        setAsking(false);
        toast.error(apiErrorText(error, failedText));
      },
    );
  };
  return { asking, busy, ask, cancel, confirm };
}
