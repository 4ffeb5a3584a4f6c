import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@hbc/api-clients';
import { ROUTES } from '@hbc/contracts';
import { toast } from '@hbc/ui';

export const INVITE_TEXT = {
  copied: 'คัดลอกลิงก์แล้ว',
  copyFailed: 'คัดลอกลิงก์ไม่สำเร็จ กรุณาคัดลอกลิงก์ด้วยตนเอง',
  reissueFailed: 'ออกลิงก์ใหม่ไม่สำเร็จ',
} as const;

/** The address a new user opens to accept the invite: `/invite?code=…` on this console. */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${ROUTES.invite}?code=${encodeURIComponent(code)}`;
}

/**
 * Copies through the Clipboard API or, where it is missing or refused (plain http), by selecting
 * the shown link and the browser's copy command. The link stays selected, to copy by hand if
 * even that fails.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): the older way below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

export type QrImage = { state: 'loading' } | { state: 'ready'; src: string } | { state: 'failed' };

/** A PNG data URL of the link's QR code; `qrcode` loads only when a dialog first needs it. */
export function useQrImage(text: string): QrImage {
  const [image, setImage] = useState<{ text: string; qr: QrImage } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      )
      .then(
        (src) => current && setImage({ text, qr: { state: 'ready', src } }),
        () => current && setImage({ text, qr: { state: 'failed' } }),
      );
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.qr : { state: 'loading' };
}

/** The Thai reason of a failed re-issue: the server's own field text when it gave one. */
export function reissueFailureText(error: unknown): string {
  const detail = error instanceof ApiError ? error.errors?.[0]?.message : undefined;
  return detail ? `${INVITE_TEXT.reissueFailed}: ${detail}` : INVITE_TEXT.reissueFailed;
}

export interface InviteLinkOptions {
  code: string;
  /** Issues a new link (the old one stops working); the caller then passes the new code. */
  onReissue?: () => Promise<unknown>;
}

/** The invite link of a user, its QR code, copying it, and issuing a new one. */
export function useInviteLink({ code, onReissue }: InviteLinkOptions) {
  const link = inviteLink(code);
  const qr = useQrImage(link);
  const [reissuing, setReissuing] = useState(false);
  /** The field showing the link: what the fallback copy selects. */
  const linkField = useRef<HTMLInputElement>(null);

  const copy = useCallback(async () => {
    if (await copyText(link, linkField.current)) toast.success(INVITE_TEXT.copied);
    else toast.error(INVITE_TEXT.copyFailed);
  }, [link]);

  const reissue = useCallback(async () => {
    if (!onReissue) return;
    setReissuing(true);
    try {
      await onReissue();
    } catch (error) {
      toast.error(reissueFailureText(error));
    } finally {
      setReissuing(false);
    }
  }, [onReissue]);

  return {
    link,
    linkField,
    qr,
    copy: () => void copy(),
    reissue: onReissue ? () => void reissue() : undefined,
    reissuing,
  };
}
