import type { UploaderViewProps } from '../views/UploaderView';
import type { BaseUploaderProps } from './types';
import type { Uploader } from './useUploader';

type SharedViewProps = Pick<
  UploaderViewProps,
  'value' | 'status' | 'progress' | 'message' | 'label' | 'helperText' | 'error' | 'disabled' | 'onFile' | 'onRemove'
>;

/** What every uploader passes to the view from its props and its uploader state. */
export function sharedViewProps(props: BaseUploaderProps, uploader: Uploader): SharedViewProps {
  return {
    value: props.value,
    status: uploader.status,
    progress: uploader.progress,
    message: uploader.message,
    label: props.label,
    helperText: props.helperText,
    error: props.error,
    disabled: props.disabled,
    onFile: (file) => void uploader.selectFile(file),
    onRemove: uploader.remove,
  };
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const VIDEO_ACCEPT = 'video/mp4';
export const CHOOSE_IMAGE = 'อัพโหลดรูปภาพ';
export const CHOOSE_VIDEO = 'อัพโหลดวิดีโอ';
