import { useId, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { INVITE_LIFETIME_DAYS, type UserRecord } from '@hbc/contracts';
import { formatThaiDateTime } from '@hbc/ui';
import { QrCodeBox } from '../../dialogs/QrCodeBox';
import { useInviteLink, type QrImage } from './useInviteLink';

/** A user whose invite link is open: INVITED, with a code and its expiry. */
export type InvitedUser = Pick<UserRecord, 'firstName' | 'lastName'> & {
  inviteCode: string;
  inviteExpiresAt: string;
};

export function hasInvite<User extends UserRecord>(user: User): user is User & InvitedUser {
  return user.inviteCode !== null && user.inviteExpiresAt !== null;
}

export const INVITE_DIALOG_TEXT = {
  title: 'ลิงก์คำเชิญเข้าใช้งาน',
  linkLabel: 'ลิงก์คำเชิญ',
  copy: 'คัดลอกลิงก์',
  qrAlt: 'คิวอาร์โค้ดของลิงก์คำเชิญ',
  qrLoading: 'กำลังสร้างคิวอาร์โค้ด',
  qrFailed: 'สร้างคิวอาร์โค้ดไม่สำเร็จ กรุณาใช้ลิงก์ด้านบน',
  note: `ลิงก์นี้ใช้ได้ครั้งเดียว และใช้ได้ ${INVITE_LIFETIME_DAYS} วันนับจากที่ออกลิงก์ เมื่อออกลิงก์ใหม่ ลิงก์เดิมจะใช้ไม่ได้`,
  reissue: 'ออกลิงก์ใหม่',
  close: 'ปิด',
} as const;

const QR_SIZE = 200;
const QR_TEXTS = {
  alt: INVITE_DIALOG_TEXT.qrAlt,
  loading: INVITE_DIALOG_TEXT.qrLoading,
  failed: INVITE_DIALOG_TEXT.qrFailed,
};

export interface InviteLinkDialogProps {
  user: InvitedUser;
  onClose: () => void;
  /** Shows 'ออกลิงก์ใหม่': issues a new link, after which the caller passes the new code. */
  onReissue?: () => Promise<unknown>;
}

/**
 * The invite link of a user just created or re-invited: the link to copy, its QR code and
 * expiry. Render it while it should show; closing it is the caller's `onClose`.
 */
export function InviteLinkDialog({ user, onClose, onReissue }: InviteLinkDialogProps) {
  const invite = useInviteLink({ code: user.inviteCode, onReissue });
  return (
    <InviteLinkDialogView
      name={`${user.firstName} ${user.lastName}`}
      expiresAt={formatThaiDateTime(user.inviteExpiresAt)}
      onClose={onClose}
      {...invite}
    />
  );
}

interface InviteLinkDialogViewProps {
  name: string;
  link: string;
  linkField: RefObject<HTMLInputElement | null>;
  /** dd/MM/yyyy HH:mm, Buddhist era. */
  expiresAt: string;
  qr: QrImage;
  copy: () => void;
  reissue: (() => void) | undefined;
  reissuing: boolean;
  onClose: () => void;
}

function InviteLinkDialogView({
  name,
  link,
  linkField,
  expiresAt,
  qr,
  copy,
  reissue,
  reissuing,
  onClose,
}: InviteLinkDialogViewProps) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={reissuing ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-about`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`} fontWeight={700}>
        {INVITE_DIALOG_TEXT.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography id={`${id}-about`}>ส่งลิงก์นี้ให้ {name} เพื่อเข้าสู่ระบบด้วย LINE</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="stretch">
            <FormControl fullWidth>
              <InputLabel htmlFor={`${id}-link`}>{INVITE_DIALOG_TEXT.linkLabel}</InputLabel>
              <OutlinedInput
                id={`${id}-link`}
                label={INVITE_DIALOG_TEXT.linkLabel}
                value={link}
                inputRef={linkField}
                readOnly
                onFocus={(event) => event.target.select()}
              />
            </FormControl>
            <Button
              variant="contained"
              startIcon={<ContentCopy />}
              onClick={copy}
              sx={{ flexShrink: 0 }}
            >
              {INVITE_DIALOG_TEXT.copy}
            </Button>
          </Stack>
          <QrCodeBox qr={qr} size={QR_SIZE} texts={QR_TEXTS} />
          <Stack spacing={0.5}>
            <Typography fontWeight={600}>ใช้ได้ถึง {expiresAt}</Typography>
            <Typography variant="body2" color="text.secondary" role="note">
              {INVITE_DIALOG_TEXT.note}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {reissue && (
          <Button onClick={reissue} disabled={reissuing} color="inherit" sx={{ mr: 'auto' }}>
            {INVITE_DIALOG_TEXT.reissue}
          </Button>
        )}
        <Button onClick={onClose} disabled={reissuing} variant="contained">
          {INVITE_DIALOG_TEXT.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
