/** @jest-environment node */
import {
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from './fixtures/sample-messages';
import { readCard, writeCard } from './carousel';
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

// The fixtures draw their images as data: URLs, which LINE cannot fetch: here they are https.
const video = () => ({ ...sampleVideo(), previewImageUrl: 'https://x/cover.png' });
const imagemap = (count: number) => ({ ...sampleImagemap(count), baseUrl: 'https://x/rich' });
const carousel = (count: number, withActions: boolean): CarouselMessage => ({
  type: 'carousel',
  contents: sampleCarousel(count, withActions).contents.map((bubble, i) =>
    writeCard({ ...readCard(bubble), image: `https://x/card-${i}.png` }),
  ),
});

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
    expect(convertOne(video())).toEqual({
      type: 'video',
      originalContentUrl: video().originalContentUrl,
      previewImageUrl: 'https://x/cover.png',
    });
  });

  it('refuses what LINE would: a data: URL of a sample cover, naming the field', () => {
    expect(errorOf([sampleText(), sampleVideo()])).toMatchObject({
      code: 'MEDIA_URL_NOT_HTTPS',
      index: 1,
      path: 'previewImageUrl',
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
    const line = convertOne(imagemap(2)) as {
      baseSize: unknown;
      actions: { area: unknown }[];
    };
    expect(line.baseSize).toEqual({ width: 1040, height: 1040 });
    expect(line.actions[1]?.area).toEqual({ x: 520, y: 0, width: 520, height: 260 });
  });

  it('takes altText from the message, else the option, else the format name, and refuses more than 400 characters', () => {
    const rich = { ...imagemap(1), altText: '' };
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
    const line = convertOne(carousel(2, true)) as {
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
    const message = carousel(1, true);
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

  it('refuses an image URL too long for LINE before the bubble size could matter', () => {
    const big = cards(2);
    big.contents[1] = writeCard({
      image: `https://x/${'a'.repeat(30_000)}`,
      hasAction: false,
      label: '',
      link: '',
    });
    const error = errorOf([big]);
    expect(error).toBeInstanceOf(LineConversionError);
    expect(error).toMatchObject({
      code: 'MEDIA_URL_TOO_LONG',
      index: 0,
      bubble: 1,
      path: 'contents[1].image',
    });
  });

  // A card at every limit, its URLs of 3-byte characters: LINE's URL limits keep a bubble under 30 KB.
  const fullCard = (letter: string) =>
    writeCard({
      image: `https://x/${letter.repeat(2000 - 10)}`,
      hasAction: true,
      label: letter.repeat(15),
      link: `https://x/${letter.repeat(1000 - 10)}`,
    });

  it('keeps the largest card LINE accepts under 30 KB', () => {
    const line = convertOne({ type: 'carousel', contents: [fullCard('ก')] }) as {
      contents: { contents: unknown[] };
    };
    expect(jsonByteLength(line.contents.contents[0])).toBeLessThan(30_000);
  });

  it('refuses a carousel larger than 50 KB whose bubbles are each small enough', () => {
    const whole = (message: CarouselMessage) =>
      jsonByteLength((convertOne(message) as { contents: unknown }).contents);
    const under: CarouselMessage = { type: 'carousel', contents: Array(12).fill(fullCard('a')) };
    const over: CarouselMessage = { type: 'carousel', contents: Array(12).fill(fullCard('ก')) };
    expect(whole(under)).toBeLessThanOrEqual(50_000);
    expect(tryToLineMessages([under]).ok).toBe(true);
    expect(() => whole(over)).toThrow(LineConversionError);
    expect(errorOf([over])).toMatchObject({ code: 'CAROUSEL_TOO_LARGE', index: 0 });
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

describe('toLineMessages: LINE rules', () => {
  it('applies them to custom messages too, naming the field', () => {
    const flex = {
      type: 'flex',
      altText: 'ข่าว',
      contents: { type: 'bubble', hero: { type: 'image', url: 'http://x/hero.png' } },
    };
    expect(errorOf([flex])).toMatchObject({
      code: 'MEDIA_URL_NOT_HTTPS',
      index: 0,
      path: 'contents.hero.url',
    });
  });

  it('accepts http media on the development origin only when told', () => {
    const local = { ...video(), originalContentUrl: 'http://localhost:3000/files/v.mp4' };
    expect(errorOf([local])).toMatchObject({
      code: 'MEDIA_URL_NOT_HTTPS',
      path: 'originalContentUrl',
    });
    expect(tryToLineMessages([local], { httpMediaOrigin: 'http://localhost:3000' }).ok).toBe(true);
  });
});
