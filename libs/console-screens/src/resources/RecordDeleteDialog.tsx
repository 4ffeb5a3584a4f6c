import type { DeleteRecord } from '@hbc/data-screens';
import { AskedConfirmDialog } from '../dialogs/AskedConfirmDialog';
import type { DeleteWording } from './define-resource';

export interface RecordDeleteDialogProps {
  /** The state from `useDeleteRecord`. */
  deletion: DeleteRecord;
  wording: DeleteWording;
  /** How the question names the record. */
  name: string;
}

/** The question before a record is deleted, destructive, busy while the call runs. */
export function RecordDeleteDialog({ deletion, wording, name }: RecordDeleteDialogProps) {
  return (
    <AskedConfirmDialog
      step={deletion}
      title={wording.title}
      message={wording.message(name)}
      confirmLabel={wording.confirm}
      destructive
    />
  );
}
