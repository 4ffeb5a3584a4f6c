import { checkVideoFile } from '../checks/file-check';
import { VIDEO_MAX_MB } from '../checks/messages';
import { megabytesToBytes } from '@hbc/contracts';
import type { BaseUploaderProps } from '../uploader/types';
import { useUploader } from '../uploader/useUploader';
import { CHOOSE_VIDEO, VIDEO_ACCEPT, sharedViewProps } from '../uploader/view-props';
import { UploaderView } from '../views/UploaderView';

export interface VideoUploaderProps extends BaseUploaderProps {
  /** Largest file in MB (default 10). */
  maxMb?: number;
}

/** An MP4 video of at most 10 MB. */
export function VideoUploader({ maxMb = VIDEO_MAX_MB, ...props }: VideoUploaderProps) {
  const uploader = useUploader({
    upload: props.upload,
    disabled: props.disabled,
    product: 'video',
    maxBytes: megabytesToBytes(maxMb),
    check: (sample) => checkVideoFile(sample, { maxMb }),
    onChange: props.onChange,
    onUploaded: props.onUploaded,
  });
  return (
    <UploaderView
      {...sharedViewProps(props, uploader)}
      media="video"
      hint={`MP4 ไม่เกิน ${maxMb} MB`}
      accept={VIDEO_ACCEPT}
      chooseText={CHOOSE_VIDEO}
    />
  );
}
