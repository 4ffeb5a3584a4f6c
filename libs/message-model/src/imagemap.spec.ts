/** @jest-environment node */
import {
  clampArea,
  createImagemapAction,
  createImagemapMessage,
  describeImagemapPath,
  isRichLink,
  validateImagemap,
  withBaseSize,
} from './imagemap';
import type { ImagemapAction, ImagemapMessage } from './types';

function rich(actions: ImagemapAction[], baseUrl = 'https://x/rich'): ImagemapMessage {
  return { ...createImagemapMessage(), baseUrl, actions };
}
const uri = (linkUri: string): ImagemapAction => ({ ...createImagemapAction(), linkUri });
const say = (text: string): ImagemapAction => ({
  type: 'message',
  text,
  area: { x: 0, y: 0, width: 240, height: 240 },
});

describe('rich message defaults', () => {
  it('has a 240 x 240 base size and a uri action covering it', () => {
    const message = createImagemapMessage();
    expect(message.baseSize).toEqual({ width: 240, height: 240 });
    expect(message.type).toBe('imagemap');
    expect(createImagemapAction()).toEqual({
      type: 'uri',
      linkUri: '',
      area: { x: 0, y: 0, width: 240, height: 240 },
    });
  });
});

describe('rich message rules', () => {
  it('requires the base image', () => {
    expect(validateImagemap(rich([uri('https://a.b')], ''))).toEqual([
      { path: 'baseUrl', message: 'กรุณาอัพโหลดรูปภาพ' },
    ]);
  });

  it('requires a link on a uri action and a text on a message action', () => {
    expect(validateImagemap(rich([uri(''), say('')]))).toEqual([
      { path: 'actions[0].linkUri', message: 'กรุณากรอกลิงก์' },
      { path: 'actions[1].text', message: 'กรุณากรอกข้อความ' },
    ]);
  });

  it.each([
    'https://a.b/c',
    'http://a.b',
    'tel:0812345678',
    'mailto:a@b.c',
    'line://ti/p/@abc',
    'linemusic://open',
  ])('accepts the link %s', (link) => {
    expect(validateImagemap(rich([uri(link)]))).toEqual([]);
  });

  it.each([
    'ftp://a.b',
    'www.example.org',
    'https://a.b/c d',
    ' https://a.b',
    'https://',
    'javascript:alert(1)',
  ])('refuses the link %j', (link) => {
    expect(validateImagemap(rich([uri(link)]))).toEqual([
      { path: 'actions[0].linkUri', message: 'กรุณาแก้ไขลิงก์' },
    ]);
  });

  it('limits the link and the message text to 50 characters', () => {
    const link50 = `https://a.b/${'x'.repeat(38)}`;
    expect(link50).toHaveLength(50);
    expect(validateImagemap(rich([uri(link50), say('ก'.repeat(50))]))).toEqual([]);
    expect(validateImagemap(rich([uri(`${link50}x`), say('ก'.repeat(51))]))).toEqual([
      { path: 'actions[0].linkUri', message: 'ต้องไม่เกิน 50 ตัวอักษร' },
      { path: 'actions[1].text', message: 'ต้องไม่เกิน 50 ตัวอักษร' },
    ]);
  });

  it('allows a blank altText (sent as the format name) and refuses one over 400 characters', () => {
    const link = [uri('https://a.b')];
    expect(validateImagemap({ ...rich(link), altText: '' })).toEqual([]);
    expect(validateImagemap({ ...rich(link), altText: 'ก'.repeat(400) })).toEqual([]);
    expect(validateImagemap({ ...rich(link), altText: 'ก'.repeat(401) })).toEqual([
      { path: 'altText', message: 'ข้อความแจ้งเตือนต้องไม่เกิน 400 ตัวอักษร' },
    ]);
  });

  it('allows 8 actions and refuses a 9th', () => {
    const eight = Array.from({ length: 8 }, (_, i) => uri(`https://a.b/${i}`));
    expect(validateImagemap(rich(eight))).toEqual([]);
    expect(validateImagemap(rich([...eight, uri('https://a.b/9')]))).toEqual([
      { path: 'actions', message: 'เพิ่มการกระทำได้สูงสุด 8 รายการ' },
    ]);
  });

  it('refuses malformed areas and sizes instead of crashing', () => {
    const broken = {
      ...rich([
        {
          type: 'uri',
          linkUri: 'https://a.b',
          area: { x: -1, y: 0, width: 'w', height: 1 },
        } as never,
      ]),
    };
    expect(validateImagemap(broken).map((i) => i.path)).toEqual([
      'actions[0].area.x',
      'actions[0].area.width',
    ]);
    expect(
      validateImagemap({ ...rich([]), baseSize: { width: 0, height: 10 } }).map((i) => i.path),
    ).toEqual(['baseSize.width']);
  });

  it('names the action an issue belongs to', () => {
    expect(describeImagemapPath('actions[3].linkUri')).toBe('การกระทำที่ 4: ');
    expect(describeImagemapPath('baseUrl')).toBe('');
  });

  it('knows rich link protocols', () => {
    expect(isRichLink('LINE://x')).toBe(true);
    expect(isRichLink('sms:123')).toBe(false);
  });
});

describe('areas and base size', () => {
  it('keeps an area inside the image', () => {
    expect(
      clampArea({ x: 1000, y: -20, width: 240, height: 5000 }, { width: 1040, height: 700 }),
    ).toEqual({
      x: 1000,
      y: 0,
      width: 40,
      height: 700,
    });
    expect(clampArea({ x: 2000, y: 0, width: 0, height: 0 }, { width: 1040, height: 700 })).toEqual(
      {
        x: 1039,
        y: 0,
        width: 1,
        height: 1,
      },
    );
  });

  it('keeps every area as it was when the image size becomes known', () => {
    const next = withBaseSize(createImagemapMessage(), { width: 1040, height: 700 });
    expect(next.baseSize).toEqual({ width: 1040, height: 700 });
    expect(next.actions[0]?.area).toEqual({ x: 0, y: 0, width: 240, height: 240 });
  });

  it('only moves an area that would lie outside the new image back inside it', () => {
    const message = rich([
      { ...uri('https://a.b'), area: { x: 900, y: 600, width: 240, height: 240 } },
    ]);
    const next = withBaseSize(
      { ...message, baseSize: { width: 1040, height: 1040 } },
      {
        width: 1040,
        height: 700,
      },
    );
    expect(next.actions[0]?.area).toEqual({ x: 900, y: 600, width: 140, height: 100 });
  });
});
