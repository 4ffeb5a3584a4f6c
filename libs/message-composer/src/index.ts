export * from '@hbc/message-model';
export { MessageComposer, type MessageComposerProps } from './composer/MessageComposer';
export {
  MessageComposerDialog,
  type MessageComposerDialogProps,
} from './composer/MessageComposerDialog';
/** The chat-styled preview of messages (a broadcast's confirmation shows its first message). */
export { ChatPreview, type ChatPreviewProps } from './composer/ChatPreview';
export {
  FORMAT_REGISTRY,
  FORMAT_MENU,
  type FormatDefinition,
  type FormatRegistry,
  type FormatMenuEntry,
} from './registry';
export type { EditorProps, PreviewProps, Updater } from './editors/types';
export { TextEditor, type TextEditorProps } from './editors/text/TextEditor';
export { TextPreview } from './editors/text/TextPreview';
export { ImagemapEditor } from './editors/imagemap/ImagemapEditor';
export { ImagemapPreview } from './editors/imagemap/ImagemapPreview';
export { CarouselEditor } from './editors/carousel/CarouselEditor';
export { CarouselPreview } from './editors/carousel/CarouselPreview';
export { VideoEditor } from './editors/video/VideoEditor';
export { VideoPreview } from './editors/video/VideoPreview';
export { JsonEditor } from './editors/custom/JsonEditor';
export { CustomPreview } from './editors/custom/CustomPreview';
/** The host's tracking links, offered by every link field of the composer ('ใช้ลิงก์ติดตาม'). */
export {
  TrackingLinkPickerContext,
  TrackingLinkRefusal,
  type NewTrackingLink,
  type NewTrackingLinkField,
  type TrackingLinkChoice,
  type TrackingLinkPicker,
} from './tracking-link/tracking-link-picker';
