import { memo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { MESSAGES } from '@hbc/message-model';

export interface WarningListProps {
  warnings: readonly string[];
  onClose: () => void;
}

/** 'กรุณากรอกข้อมูลให้ครบถ้วน' and every rule still broken, until dismissed or a clean Save. */
export const WarningList = memo(function WarningList({ warnings, onClose }: WarningListProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} closeText="ปิดการแจ้งเตือน">
      <AlertTitle>{MESSAGES.warningHeading}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {warnings.map((warning, index) => (
          <li key={index}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
});
