import { ConfirmDialog } from '@hbc/ui';

export interface SignOutDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before signing out: a chunk of its own, loaded the first time it is asked. */
export function SignOutDialog({ open, onConfirm, onCancel }: SignOutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="ออกจากระบบ"
      message="ต้องการออกจากระบบใช่หรือไม่?"
      confirmLabel="ออกจากระบบ"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
