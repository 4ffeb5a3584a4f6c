import { LEAVE_CANCEL, LEAVE_CONFIRM, LEAVE_TITLE } from '@hbc/data-screens';
import { ConfirmDialog } from '@hbc/ui';

/** Asks before leaving unsaved changes (its own chunk: the form's first load goes without it). */
export default function LeaveDialog({
  onLeave,
  onStay,
}: {
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={LEAVE_TITLE}
      message="ข้อมูลบรอดแคสต์ที่แก้ไขยังไม่ได้บันทึก ต้องการออกจากหน้านี้ใช่หรือไม่"
      confirmLabel={LEAVE_CONFIRM}
      cancelLabel={LEAVE_CANCEL}
      destructive
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
