/** @jest-environment node */
import {
  brokenHeavyMessages,
  heavyMessages,
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from './fixtures/sample-messages';
import { createDraft, messageToDraft } from './formats';
import type { ComposerMessage, MessageDraft } from './types';
import { validateDrafts, validateMessages } from './validate';

describe('validateMessages', () => {
  it('passes complete messages of every format', () => {
    const sticker = { type: 'sticker', packageId: '446', stickerId: '1988' };
    expect(
      validateMessages(
        [sampleText(), sampleImagemap(3), sampleCarousel(2), sampleVideo(), sticker].slice(0, 3),
      ),
    ).toEqual([]);
    expect(validateMessages([sampleVideo(), sticker])).toEqual([]);
  });

  it('names the format and the 1-based position of every issue', () => {
    const rich = sampleImagemap(2);
    rich.actions[1] = {
      type: 'message',
      text: '',
      area: { x: 520, y: 0, width: 520, height: 260 },
    };
    const issues = validateMessages([sampleText(), { type: 'text', text: '' }, rich]);
    expect(issues.map((i) => i.text)).toEqual([
      'ข้อความที่ 2 (ข้อความ): กรุณากรอกข้อความ',
      'ข้อความที่ 3 (ริชเมสเสจ): การกระทำที่ 2: กรุณากรอกข้อความ',
    ]);
    expect(issues[0]).toMatchObject({
      index: 1,
      format: 'text',
      path: 'text',
      message: 'กรุณากรอกข้อความ',
    });
  });

  it('uses the Thai name of each format', () => {
    const card = sampleCarousel(2);
    card.contents[1] = createDraft('carousel').data as never;
    const texts = validateMessages([
      card,
      { type: 'video', originalContentUrl: '', previewImageUrl: 'x' },
      { type: 'poster' },
    ]).map((i) => i.text);
    expect(texts).toEqual([
      'ข้อความที่ 1 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ',
      'ข้อความที่ 2 (วิดีโอ): กรุณาอัพโหลดไฟล์วิดีโอ',
      'ข้อความที่ 3 (JSON): JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ',
    ]);
  });

  it('refuses more than 3 messages', () => {
    const four: ComposerMessage[] = [sampleText(), sampleText(), sampleText(), sampleText()];
    expect(validateMessages(four)[0]).toMatchObject({
      index: null,
      text: 'เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ',
    });
  });

  it('survives input that is not a message at all', () => {
    expect(validateMessages([null as unknown as ComposerMessage])[0]?.format).toBe('custom');
    expect(validateMessages('x' as unknown as ComposerMessage[])[0]?.text).toBe('รูปแบบข้อมูลไม่ถูกต้อง');
  });
});

describe('validateDrafts', () => {
  it('validates custom drafts from their JSON text', () => {
    const drafts: MessageDraft[] = [createDraft('custom'), { format: 'custom', data: '{"type":' }];
    expect(validateDrafts(drafts).map((i) => i.text)).toEqual([
      'ข้อความที่ 1 (JSON): JSON ขาดข้อมูลที่จำเป็น: text',
      'ข้อความที่ 2 (JSON): รูปแบบ JSON ไม่ถูกต้อง (บรรทัด 1 คอลัมน์ 9)',
    ]);
  });

  // How long it takes is a figure of `npm run bench composer-validation`.
  it('checks the heavy set (text, 10-card carousel, 8-action rich message), complete or broken', () => {
    expect(validateDrafts(heavyMessages().map(messageToDraft))).toEqual([]);
    expect(validateDrafts(brokenHeavyMessages().map(messageToDraft))).toHaveLength(11);
  });
});
