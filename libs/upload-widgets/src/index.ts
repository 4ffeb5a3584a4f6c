// Upload contract shared with the message composer and the console.
export { UploadError, UploadFnContext, uploadErrorStatus } from './upload/upload-fn';
export type { UploadFn, UploadOptions, UploadProduct } from './upload/upload-fn';
export { useUploadFn } from './upload/useUploadFn';
export { createMemoryUploadFn } from './upload/memory-upload';
export type { MemoryUploadOptions } from './upload/memory-upload';

// Widgets.
export type { BaseUploaderProps } from './uploader/types';
export { ImageUploader } from './widgets/ImageUploader';
export type { ImageUploaderProps } from './widgets/ImageUploader';
export { RichImageUploader } from './widgets/RichImageUploader';
export type { RichImageUploaderProps } from './widgets/RichImageUploader';
export { VideoUploader } from './widgets/VideoUploader';
export type { VideoUploaderProps } from './widgets/VideoUploader';
export { GeneralImageUploader } from './widgets/GeneralImageUploader';
export type { GeneralImageUploaderProps } from './widgets/GeneralImageUploader';
export { FilePickButton } from './views/FilePickButton';
export type { FilePickButtonProps } from './views/FilePickButton';

// Pure checks.
export { readImageSize } from './checks/image-size';
export type { ImageSize } from './checks/image-size';
export { checkImageFile, checkVideoFile } from './checks/file-check';
export type { FileCheck, FileSample, ImageRules } from './checks/file-check';
export {
  UPLOAD_MESSAGES,
  RICH_IMAGE,
  COMPOSER_IMAGE_MAX_MB,
  VIDEO_MAX_MB,
  GENERAL_IMAGE_MAX_MB,
} from './checks/messages';
