import { ConfirmDialog } from '@hbc/ui';

/** A step asked for in a confirmation, then run: whether it is asked now, and its answers. */
export interface AskedStep {
  asking: boolean;
  busy: boolean;
  confirm: () => void;
  cancel: () => void;
}

export interface AskedConfirmDialogProps {
  step: AskedStep;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

/** The confirmation of `step`: open while it is asked, busy while it runs. */
export function AskedConfirmDialog({ step, ...texts }: AskedConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...texts}
      open={step.asking}
      busy={step.busy}
      onConfirm={step.confirm}
      onCancel={step.cancel}
    />
  );
}
