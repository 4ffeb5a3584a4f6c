/** @jest-environment node */
import { sampleImagemap, sampleText } from './fixtures/sample-messages';
import { createDraft, draftToMessage, FORMAT_MODELS, formatOf, messageToDraft } from './formats';
import { MESSAGE_FORMATS } from './types';

describe('format table', () => {
  it('has the five formats with their Thai names', () => {
    expect(MESSAGE_FORMATS.map((f) => FORMAT_MODELS[f].displayName)).toEqual([
      'ข้อความ',
      'ริชเมสเสจ',
      'การ์ดเมสเสจ',
      'วิดีโอ',
      'JSON',
    ]);
  });

  it('classifies stored messages: the four known types, anything else is custom', () => {
    expect(formatOf(sampleText())).toBe('text');
    expect(formatOf(sampleImagemap())).toBe('imagemap');
    expect(formatOf({ type: 'carousel', contents: [] })).toBe('carousel');
    expect(formatOf({ type: 'video' })).toBe('video');
    expect(formatOf({ type: 'sticker' })).toBe('custom');
    expect(formatOf(null)).toBe('custom');
  });

  it('creates a new JSON entry as an empty text message, edited as JSON', () => {
    const draft = createDraft('custom');
    expect(draft.format).toBe('custom');
    expect(draftToMessage(draft)).toEqual({ type: 'text', text: '' });
  });

  it('round-trips messages through drafts', () => {
    const sticker = { type: 'sticker', packageId: '1', stickerId: '2' };
    const draft = messageToDraft(sticker);
    expect(draft).toEqual({ format: 'custom', data: JSON.stringify(sticker, null, 2) });
    expect(draftToMessage(draft)).toEqual(sticker);
    const text = sampleText();
    expect(draftToMessage(messageToDraft(text))).toBe(text);
  });

  it('creates each format with its defaults', () => {
    expect(createDraft('text').data).toEqual({ type: 'text', text: '' });
    expect(createDraft('video').data).toEqual({
      type: 'video',
      originalContentUrl: '',
      previewImageUrl: '',
    });
    expect(createDraft('imagemap').data).toMatchObject({
      type: 'imagemap',
      baseSize: { width: 240, height: 240 },
    });
    expect(createDraft('carousel').data).toMatchObject({
      type: 'carousel',
      contents: [{ type: 'bubble' }],
    });
  });
});
