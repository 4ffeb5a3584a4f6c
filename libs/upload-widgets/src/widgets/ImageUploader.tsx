import { checkImageFile } from '../checks/file-check';
import { COMPOSER_IMAGE_MAX_MB } from '../checks/messages';
import { megabytesToBytes } from '@hbc/contracts';
import type { BaseUploaderProps } from '../uploader/types';
import { useUploader } from '../uploader/useUploader';
import { CHOOSE_IMAGE, IMAGE_ACCEPT, sharedViewProps } from '../uploader/view-props';
import { UploaderView } from '../views/UploaderView';

export interface ImageUploaderProps extends BaseUploaderProps {
  /** Largest file in MB (the composer passes 5). */
  maxMb?: number;
  /** Width must equal height (card message images). */
  square?: boolean;
}

/** A plain PNG or JPEG image: carousel card images (square) and video covers. */
export function ImageUploader({ maxMb = COMPOSER_IMAGE_MAX_MB, square = false, ...props }: ImageUploaderProps) {
  const uploader = useUploader({
    upload: props.upload,
    disabled: props.disabled,
    product: square ? 'card' : 'image',
    maxBytes: megabytesToBytes(maxMb),
    check: (sample) => checkImageFile(sample, { maxMb, ratio: square ? '1:1' : undefined, messages: 'composer' }),
    onChange: props.onChange,
    onUploaded: props.onUploaded,
  });
  const hint = `PNG หรือ JPEG ไม่เกิน ${maxMb} MB${square ? ' ความกว้างและความสูงเท่ากัน' : ''}`;
  return (
    <UploaderView
      {...sharedViewProps(props, uploader)}
      media="image"
      square={square}
      hint={hint}
      accept={IMAGE_ACCEPT}
      chooseText={CHOOSE_IMAGE}
    />
  );
}
