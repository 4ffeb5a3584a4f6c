import { useCallback } from 'react';
import { toast } from '@hbc/ui';
import { copyText } from '../users/useInviteLink';

export const COPY_SHORT_LINK_TEXT = {
  copied: 'คัดลอกลิงก์ย่อแล้ว',
  failed: 'คัดลอกลิงก์ไม่สำเร็จ กรุณาคัดลอกลิงก์ด้วยตนเอง',
} as const;

/**
 * Copies a short link and says so; `field`, when given, is the shown link the browser's copy
 * command selects where the Clipboard API is missing.
 */
export function useCopyShortLink() {
  return useCallback((url: string, field: HTMLInputElement | null = null) => {
    void copyText(url, field).then((copied) =>
      copied
        ? toast.success(COPY_SHORT_LINK_TEXT.copied)
        : toast.error(COPY_SHORT_LINK_TEXT.failed),
    );
  }, []);
}
