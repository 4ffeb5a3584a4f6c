/** @jest-environment node */
import {
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from '../fixtures/sample-messages';
import { writeCard } from './carousel';
import { createImagemapMessage } from './imagemap';
import { jsonByteLength, LineConversionError, toLineMessages, tryToLineMessages } from './line';
import type { CarouselMessage, ComposerMessage, ImagemapMessage } from './types';

function convertOne(message: ComposerMessage) {
  const [line] = toLineMessages([message]);
  return line as Record<string, unknown>;
}

function errorOf(messages: ComposerMessage[], options = {}): LineConversionError {
  const result = tryToLineMessages(messages, options);
  if (result.ok) throw new Error('expected a conversion error');
  return result.error;
}

const cards = (count: number, image = 'https://x/c.png'): CarouselMessage => ({
  type: 'carousel',
  contents: Array.from({ length: count }, () =>
    writeCard({ image, hasAction: false, label: '', link: '' }),
  ),
});

describe('toLineMessages: text and video', () => {
  it('converts text', () => {
    expect(convertOne(sampleText())).toEqual({ type: 'text', text: sampleText().text });
  });

  it('converts video', () => {
    const video = sampleVideo();
    expect(convertOne(video)).toEqual({
      type: 'video',
      originalContentUrl: video.originalContentUrl,
      previewImageUrl: video.previewImageUrl,
    });
  });
});

describe('toLineMessages: rich message', () => {
  it('uses base width 1040 and scales the height and the areas by the image aspect', () => {
    const rich: ImagemapMessage = {
      ...createImagemapMessage(),
      baseUrl: 'https://x/rich',
      baseSize: { width: 240, height: 120 },
      actions: [
        { type: 'uri', linkUri: 'https://a.b', area: { x: 0, y: 0, width: 120, height: 60 } },
        { type: 'message', text: 'สนใจ', area: { x: 120, y: 60, width: 120, height: 60 } },
      ],
    };
    expect(convertOne(rich)).toEqual({
      type: 'imagemap',
      baseUrl: 'https://x/rich',
      altText: 'ริชเมสเสจ',
      baseSize: { width: 1040, height: 520 },
      actions: [
        { type: 'uri', linkUri: 'https://a.b', area: { x: 0, y: 0, width: 520, height: 260 } },
        { type: 'message', text: 'สนใจ', area: { x: 520, y: 260, width: 520, height: 260 } },
      ],
    });
  });

  it('keeps areas inside the base size', () => {
    const rich: ImagemapMessage = {
      ...createImagemapMessage(),
      baseUrl: 'https://x/rich',
      baseSize: { width: 1040, height: 500 },
      actions: [
        { type: 'uri', linkUri: 'https://a.b', area: { x: 900, y: 400, width: 300, height: 300 } },
      ],
    };
    const line = convertOne(rich) as { actions: { area: unknown }[] };
    expect(line.actions[0]?.area).toEqual({ x: 900, y: 400, width: 140, height: 100 });
  });

  it('keeps an image already 1040 wide as it is', () => {
    const line = convertOne(sampleImagemap(2)) as {
      baseSize: unknown;
      actions: { area: unknown }[];
    };
    expect(line.baseSize).toEqual({ width: 1040, height: 1040 });
    expect(line.actions[1]?.area).toEqual({ x: 520, y: 0, width: 520, height: 260 });
  });

  it('takes altText from the message, else the option, else the format name, and refuses more than 400 characters', () => {
    const rich = { ...sampleImagemap(1), altText: '' };
    expect(toLineMessages([rich], { altText: 'ข่าวสุขภาพ' })[0]).toMatchObject({
      altText: 'ข่าวสุขภาพ',
    });
    expect(toLineMessages([rich])[0]).toMatchObject({ altText: 'ริชเมสเสจ' });
    expect(toLineMessages([{ ...rich, altText: 'ก'.repeat(400) }])[0]).toMatchObject({
      altText: 'ก'.repeat(400),
    });
    expect(errorOf([{ ...rich, altText: 'ก'.repeat(401) }])).toMatchObject({
      code: 'ALT_TEXT_TOO_LONG',
      index: 0,
    });
  });
});

describe('toLineMessages: card message', () => {
  it('becomes a flex carousel of bubbles with the fixed label styling and no hasAction', () => {
    const line = convertOne(sampleCarousel(2, true)) as {
      type: string;
      altText: string;
      contents: { type: string; contents: { body: Record<string, unknown> }[] };
    };
    expect(line.type).toBe('flex');
    expect(line.altText).toBe('การ์ดเมสเสจ');
    expect(line.contents.type).toBe('carousel');
    expect(line.contents.contents).toHaveLength(2);
    const body = line.contents.contents[0]?.body as { contents: unknown[]; hasAction?: unknown };
    expect(body).not.toHaveProperty('hasAction');
    expect(body.contents[0]).toMatchObject({
      type: 'image',
      size: 'full',
      aspectMode: 'cover',
      aspectRatio: '1:1',
      gravity: 'top',
    });
    expect(body.contents[1]).toMatchObject({
      type: 'box',
      action: { type: 'uri', label: 'ดูรายละเอียด 1', uri: 'https://example.org/card/1' },
      contents: [{ type: 'text', text: 'ดูรายละเอียด 1', color: '#ffffff', align: 'center' }],
    });
  });

  it('drops the label of a card whose action is off', () => {
    const message = sampleCarousel(1, true);
    for (const card of message.contents) card.body.hasAction = false;
    const line = convertOne(message) as {
      contents: { contents: { body: { contents: unknown[] } }[] };
    };
    expect(line.contents.contents[0]?.body.contents).toHaveLength(1);
  });

  it('allows 12 bubbles and refuses 13 or none', () => {
    expect(tryToLineMessages([cards(12)]).ok).toBe(true);
    expect(errorOf([sampleText(), cards(13)])).toMatchObject({
      code: 'TOO_MANY_BUBBLES',
      index: 1,
    });
    expect(errorOf([cards(0)])).toMatchObject({ code: 'NO_BUBBLES' });
  });

  it('refuses a bubble larger than 30 KB', () => {
    const bubbleOf = (message: CarouselMessage) =>
      (convertOne(message) as { contents: { contents: unknown[] } }).contents.contents[0];
    // Bytes of a bubble apart from its image URL.
    const overhead = jsonByteLength(bubbleOf(cards(1, '')));
    const withUrlBytes = (bytes: number) =>
      writeCard({
        image: `https://x/${'a'.repeat(bytes - 10)}`,
        hasAction: false,
        label: '',
        link: '',
      });
    const big = cards(2);
    big.contents[1] = withUrlBytes(30_000 - overhead + 1);
    const error = errorOf([big]);
    expect(error).toBeInstanceOf(LineConversionError);
    expect(error).toMatchObject({ code: 'BUBBLE_TOO_LARGE', index: 0, bubble: 1 });
    big.contents[1] = withUrlBytes(30_000 - overhead);
    expect(jsonByteLength(bubbleOf({ type: 'carousel', contents: [big.contents[1]] }))).toBe(
      30_000,
    );
    expect(tryToLineMessages([big]).ok).toBe(true);
  });

  it('refuses a carousel larger than 50 KB whose bubbles are each small enough', () => {
    const whole = (message: CarouselMessage) =>
      jsonByteLength((convertOne(message) as { contents: unknown }).contents);
    const over = cards(10, `https://x/${'a'.repeat(5_000)}`);
    const under = cards(10, `https://x/${'a'.repeat(4_700)}`);
    expect(whole(under)).toBeLessThanOrEqual(50_000);
    expect(tryToLineMessages([under]).ok).toBe(true);
    expect(() => whole(over)).toThrow(LineConversionError);
    expect(errorOf([over])).toMatchObject({ code: 'CAROUSEL_TOO_LARGE', index: 0 });
    const sizes = over.contents.map((bubble) => jsonByteLength(bubble));
    expect(Math.max(...sizes)).toBeLessThan(30_000);
  });

  it('measures size in UTF-8 bytes', () => {
    expect(jsonByteLength('ก')).toBe(5);
    expect(jsonByteLength('a')).toBe(3);
    expect(jsonByteLength('😀')).toBe(6);
  });

  it('uses the altText option and refuses one longer than 400 characters', () => {
    expect(toLineMessages([cards(1)], { altText: 'ข่าว' })[0]).toMatchObject({ altText: 'ข่าว' });
    expect(errorOf([cards(1)], { altText: 'ก'.repeat(401) })).toMatchObject({
      code: 'ALT_TEXT_TOO_LONG',
    });
  });
});

describe('toLineMessages: custom', () => {
  it('passes a valid LINE message object through', () => {
    const sticker = { type: 'sticker', packageId: '446', stickerId: '1988' };
    expect(toLineMessages([sticker])).toEqual([sticker]);
  });

  it('refuses an unknown type or missing required fields', () => {
    expect(errorOf([{ type: 'poster' }])).toMatchObject({ code: 'INVALID_CUSTOM_MESSAGE' });
    expect(errorOf([{ type: 'sticker', packageId: '1' }])).toMatchObject({
      code: 'INVALID_CUSTOM_MESSAGE',
    });
    expect(() => toLineMessages([{ type: 'flex', altText: 'x' }])).toThrow(LineConversionError);
  });
});
