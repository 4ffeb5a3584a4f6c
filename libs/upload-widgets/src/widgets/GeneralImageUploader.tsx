import { checkImageFile } from '../checks/file-check';
import { GENERAL_IMAGE_MAX_MB } from '../checks/messages';
import { megabytesToBytes } from '@hbc/contracts';
import type { BaseUploaderProps } from '../uploader/types';
import { useUploader } from '../uploader/useUploader';
import { CHOOSE_IMAGE, IMAGE_ACCEPT, sharedViewProps } from '../uploader/view-props';
import { UploaderView } from '../views/UploaderView';

export interface GeneralImageUploaderProps extends BaseUploaderProps {
  /** Largest file in MB (default 100). */
  maxMb?: number;
  /** Required width in px; applies together with `height`. */
  width?: number;
  /** Required height in px; applies together with `width`. */
  height?: number;
  ratio?: '1:1';
}

function hintFor(maxMb: number, exact: { width: number; height: number } | undefined, ratio: '1:1' | undefined): string {
  const parts = [`PNG, JPG หรือ JPEG ไม่เกิน ${maxMb} MB`];
  if (exact) parts.push(`ขนาด ${exact.width} x ${exact.height} พิกเซล`);
  if (ratio) parts.push(`อัตราส่วน ${ratio}`);
  return parts.join(' ');
}

/** An image uploader for screens outside the composer (logos, pictures), with the general wording. */
export function GeneralImageUploader({ maxMb = GENERAL_IMAGE_MAX_MB, width, height, ratio, ...props }: GeneralImageUploaderProps) {
  const exact = width !== undefined && height !== undefined ? { width, height } : undefined;
  const uploader = useUploader({
    upload: props.upload,
    disabled: props.disabled,
    product: 'image',
    maxBytes: megabytesToBytes(maxMb),
    check: (sample) => checkImageFile(sample, { maxMb, exact, ratio, messages: 'general' }),
    onChange: props.onChange,
    onUploaded: props.onUploaded,
  });
  return (
    <UploaderView
      {...sharedViewProps(props, uploader)}
      media="image"
      square={ratio === '1:1'}
      hint={hintFor(maxMb, exact, ratio)}
      accept={IMAGE_ACCEPT}
      chooseText={CHOOSE_IMAGE}
    />
  );
}
