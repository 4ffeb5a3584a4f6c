import { useState } from 'react';
import { getApprovalSetting, updateApprovalSetting } from '@hbc/api-clients';
import { APPROVAL_MIN_RECIPIENTS_MAX, APPROVAL_MIN_RECIPIENTS_MIN } from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';
import { useLoadedSetting } from '../../screens/useLoadedSetting';

export const APPROVAL_SETTING_MESSAGES = {
  required: 'กรุณากรอกจำนวนผู้รับ',
  wholeNumber: 'กรุณากรอกจำนวนเต็ม',
  tooSmall: `จำนวนผู้รับต้องไม่น้อยกว่า ${formatCount(APPROVAL_MIN_RECIPIENTS_MIN)} คน`,
  tooLarge: `จำนวนผู้รับต้องไม่เกิน ${formatCount(APPROVAL_MIN_RECIPIENTS_MAX)} คน`,
  saved: 'บันทึกเกณฑ์การอนุมัติแล้ว',
  saveFailed: 'บันทึกเกณฑ์การอนุมัติไม่สำเร็จ',
} as const;

const TEXT = APPROVAL_SETTING_MESSAGES;

/** What the threshold typed lacks, or null. */
export function thresholdProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return TEXT.required;
  if (!/^\d+$/.test(text)) return TEXT.wholeNumber;
  const n = Number(text);
  if (n < APPROVAL_MIN_RECIPIENTS_MIN) return TEXT.tooSmall;
  if (n > APPROVAL_MIN_RECIPIENTS_MAX) return TEXT.tooLarge;
  return null;
}

/**
 * /setting/approval: the approval threshold read from the API, edited as text, checked in Thai
 * (a whole number from 1) and saved.
 */
export function useApprovalSetting() {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { load, retry } = useLoadedSetting(getApprovalSetting, (setting) =>
    setValue(String(setting.minRecipients)),
  );

  return {
    load,
    value,
    problem,
    saving,
    retry,
    change: (next: string) => {
      setValue(next);
      setProblem(null);
    },
    save: () => {
      const found = thresholdProblem(value);
      setProblem(found);
      if (found) return;
      setSaving(true);
      updateApprovalSetting({ minRecipients: Number(value.trim()) }).then(
        (saved) => {
          setSaving(false);
          setValue(String(saved.minRecipients));
          toast.success(TEXT.saved);
        },
        (error: unknown) => {
          setSaving(false);
          toast.error(apiErrorText(error, TEXT.saveFailed));
        },
      );
    },
  };
}
