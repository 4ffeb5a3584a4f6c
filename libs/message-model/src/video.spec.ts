/** @jest-environment node */
import { createVideoMessage, validateVideo } from './video';

describe('video message rules', () => {
  it('requires the video file and the cover image', () => {
    expect(validateVideo(createVideoMessage())).toEqual([
      { path: 'originalContentUrl', message: 'กรุณาอัพโหลดไฟล์วิดีโอ' },
      { path: 'previewImageUrl', message: 'กรุณาอัพโหลดรูปภาพหน้าปก' },
    ]);
  });

  it('is satisfied when both are uploaded', () => {
    expect(
      validateVideo({
        type: 'video',
        originalContentUrl: 'https://x/v.mp4',
        previewImageUrl: 'https://x/c.jpg',
      }),
    ).toEqual([]);
  });

  it('asks only for what is missing', () => {
    expect(
      validateVideo({ type: 'video', originalContentUrl: 'https://x/v.mp4', previewImageUrl: '' }),
    ).toEqual([{ path: 'previewImageUrl', message: 'กรุณาอัพโหลดรูปภาพหน้าปก' }]);
  });
});
