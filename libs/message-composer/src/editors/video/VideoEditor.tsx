import { memo, useCallback } from 'react';
import Stack from '@mui/material/Stack';
import { ImageUploader, VideoUploader } from '@hbc/upload-widgets';
import { LIMITS } from '@hbc/message-model';
import { issueAt } from '../issues';
import type { EditorProps } from '../types';

/** The mp4 file (≤ 10 MB) and its cover image (≤ 5 MB). */
export const VideoEditor = memo(function VideoEditor({
  id,
  value,
  onChange,
  issues,
  readOnly = false,
  upload,
}: EditorProps<'video'>) {
  const videoError = issueAt(issues, 'originalContentUrl');
  const coverError = issueAt(issues, 'previewImageUrl');
  const setVideo = useCallback(
    (url: string | null) =>
      onChange(id, (previous) => ({ ...previous, originalContentUrl: url ?? '' })),
    [id, onChange],
  );
  const setCover = useCallback(
    (url: string | null) =>
      onChange(id, (previous) => ({ ...previous, previewImageUrl: url ?? '' })),
    [id, onChange],
  );
  return (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
      <VideoUploader
        label="ไฟล์วิดีโอ"
        value={value.originalContentUrl || null}
        onChange={setVideo}
        upload={upload}
        disabled={readOnly}
        maxMb={LIMITS.videoMaxMb}
        error={Boolean(videoError)}
        helperText={videoError}
      />
      <ImageUploader
        label="รูปภาพหน้าปก"
        value={value.previewImageUrl || null}
        onChange={setCover}
        upload={upload}
        disabled={readOnly}
        maxMb={LIMITS.imageMaxMb}
        error={Boolean(coverError)}
        helperText={coverError}
      />
    </Stack>
  );
});
