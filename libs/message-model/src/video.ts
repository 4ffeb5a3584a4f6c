import { object, string } from 'yup';
import { MESSAGES } from './constants';
import type { FieldIssue, VideoMessage } from './types';
import { isFilled, runSchema } from './yup-issues';

export function createVideoMessage(): VideoMessage {
  return { type: 'video', originalContentUrl: '', previewImageUrl: '' };
}

export const videoSchema = object({
  originalContentUrl: string()
    .typeError(MESSAGES.videoRequired)
    .test('required', MESSAGES.videoRequired, isFilled),
  previewImageUrl: string()
    .typeError(MESSAGES.videoCoverRequired)
    .test('required', MESSAGES.videoCoverRequired, isFilled),
});

export function validateVideo(message: VideoMessage): FieldIssue[] {
  return runSchema(videoSchema, message);
}
