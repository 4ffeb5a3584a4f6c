import { checkImageFile } from '../checks/file-check';
import { RICH_IMAGE } from '../checks/messages';
import { megabytesToBytes } from '@hbc/contracts';
import type { BaseUploaderProps } from '../uploader/types';
import { useUploader } from '../uploader/useUploader';
import { CHOOSE_IMAGE, IMAGE_ACCEPT, sharedViewProps } from '../uploader/view-props';
import { RichImageSampleGuide } from '../views/RichImageSampleGuide';
import { UploaderView } from '../views/UploaderView';

export type RichImageUploaderProps = BaseUploaderProps;

const HINT = `PNG หรือ JPEG ไม่เกิน ${RICH_IMAGE.maxMb} MB กว้าง ${RICH_IMAGE.width} px สูง ${RICH_IMAGE.minHeight} - ${RICH_IMAGE.maxHeight} px`;

/** The rich message (imagemap) base image: PNG or JPEG of at most 5 MB, 1040 px wide, 1–2040 px high. */
export function RichImageUploader(props: RichImageUploaderProps) {
  const uploader = useUploader({
    upload: props.upload,
    disabled: props.disabled,
    product: 'imagemap',
    maxBytes: megabytesToBytes(RICH_IMAGE.maxMb),
    check: (sample) => checkImageFile(sample, { maxMb: RICH_IMAGE.maxMb, richImage: true, messages: 'composer' }),
    onChange: props.onChange,
    onUploaded: props.onUploaded,
  });
  return (
    <UploaderView
      {...sharedViewProps(props, uploader)}
      media="image"
      hint={HINT}
      accept={IMAGE_ACCEPT}
      chooseText={CHOOSE_IMAGE}
      guide={<RichImageSampleGuide />}
    />
  );
}
