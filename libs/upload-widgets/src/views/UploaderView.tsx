import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UploaderStatus } from '../uploader/useUploader';
import { FilePickButton } from './FilePickButton';
import { MediaPreview } from './MediaPreview';
import { UploadProgress } from './UploadProgress';

export interface UploaderViewProps {
  media: 'image' | 'video';
  value: string | null;
  status: UploaderStatus;
  progress: number | null;
  /** Why the chosen file was refused. */
  message: string | null;
  label?: string;
  /** Accepted types and limits, shown while empty. */
  hint: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
  square?: boolean;
  accept: string;
  /** Text of the button of an empty uploader. */
  chooseText: string;
  onFile: (file: File) => void;
  onRemove: () => void;
  /** Shown under the widget while it can be edited (the rich image sample guide). */
  guide?: ReactNode;
}

/** Frame, media or empty state, spinner, buttons and messages of every uploader. */
export function UploaderView(props: UploaderViewProps) {
  const { media, value, status, progress, message, label, hint, helperText, error, disabled, square } = props;
  const busy = status === 'checking' || status === 'uploading';
  const editable = !disabled && !busy;
  const mediaName = label ?? (media === 'video' ? 'วิดีโอที่อัพโหลด' : 'รูปภาพที่อัพโหลด');
  return (
    <Stack spacing={1} role="group" aria-label={label} sx={{ alignItems: 'flex-start' }}>
      {label && (
        <Typography variant="subtitle2" component="span">
          {label}
        </Typography>
      )}
      <Box
        sx={{
          position: 'relative',
          minWidth: 240,
          minHeight: 160,
          p: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px dashed',
          borderColor: error || message ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        {value ? (
          <MediaPreview media={media} src={value} name={mediaName} square={square} />
        ) : (
          !busy && (
            <Stack alignItems="center" spacing={1} sx={{ px: 2, textAlign: 'center' }}>
              {disabled ? (
                <Typography variant="body2" color="text.secondary">
                  ยังไม่มีไฟล์
                </Typography>
              ) : (
                <>
                  <FilePickButton text={props.chooseText} accept={props.accept} onFile={props.onFile} />
                  <Typography variant="caption" color="text.secondary">
                    {hint}
                  </Typography>
                </>
              )}
            </Stack>
          )
        )}
        {busy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(255, 255, 255, 0.8)',
            }}
          >
            <UploadProgress checking={status === 'checking'} progress={progress} />
          </Box>
        )}
      </Box>
      {value && editable && (
        <Stack direction="row" spacing={1}>
          <FilePickButton text="เปลี่ยนไฟล์" variant="outlined" accept={props.accept} onFile={props.onFile} />
          <Button size="small" color="error" variant="outlined" onClick={props.onRemove}>
            ลบ
          </Button>
        </Stack>
      )}
      {message && <FormHelperText error>{message}</FormHelperText>}
      {helperText && <FormHelperText error={error}>{helperText}</FormHelperText>}
      {!disabled && props.guide}
    </Stack>
  );
}
