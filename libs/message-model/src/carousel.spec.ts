/** @jest-environment node */
import {
  createCardBubble,
  createCardLabelBox,
  createCarouselMessage,
  describeCarouselPath,
  readCard,
  validateCarousel,
  writeCard,
  type CardFields,
} from './carousel';
import type { CardBubble, CarouselMessage } from './types';

const card = (fields: Partial<CardFields>): CardBubble =>
  writeCard({ image: 'https://x/1.png', hasAction: false, label: '', link: '', ...fields });
const carousel = (...cards: CardBubble[]): CarouselMessage => ({
  type: 'carousel',
  contents: cards,
});
const issues = (message: CarouselMessage) => validateCarousel(message);

describe('card bubble shape', () => {
  it('starts as one card with an empty square image and no action', () => {
    expect(createCarouselMessage()).toEqual({
      type: 'carousel',
      contents: [
        {
          type: 'bubble',
          body: {
            type: 'box',
            layout: 'vertical',
            hasAction: false,
            paddingAll: '0px',
            contents: [
              {
                type: 'image',
                url: '',
                size: 'full',
                aspectMode: 'cover',
                aspectRatio: '1:1',
                gravity: 'top',
              },
            ],
          },
        },
      ],
    });
  });

  it('adds the rounded label box as contents[1] only when the action is on', () => {
    const on = card({ hasAction: true, label: 'ดูเพิ่ม', link: 'https://a.b' });
    expect(on.body.hasAction).toBe(true);
    expect(on.body.contents).toHaveLength(2);
    expect(on.body.contents[1]).toMatchObject({
      type: 'box',
      cornerRadius: expect.any(String),
      position: 'absolute',
      offsetBottom: expect.any(String),
      backgroundColor: expect.stringMatching(/^#000000[0-9a-f]{2}$/i),
      contents: [{ type: 'text', text: 'ดูเพิ่ม', color: '#ffffff', align: 'center' }],
      action: { type: 'uri', label: 'ดูเพิ่ม', uri: 'https://a.b' },
    });
    const off = writeCard({ ...readCard(on), hasAction: false });
    expect(off.body.contents).toHaveLength(1);
    expect(off.body.hasAction).toBe(false);
  });

  it('reads what a card holds, tolerating a broken one', () => {
    expect(readCard(card({ hasAction: true, label: 'ก', link: 'https://a.b' }))).toEqual({
      image: 'https://x/1.png',
      hasAction: true,
      label: 'ก',
      link: 'https://a.b',
    });
    expect(readCard({} as CardBubble)).toEqual({
      image: '',
      hasAction: false,
      label: '',
      link: '',
    });
    expect(readCard(null as unknown as CardBubble)).toEqual({
      image: '',
      hasAction: false,
      label: '',
      link: '',
    });
  });

  it('keeps a label longer than 15 characters whole, in the text and in the action', () => {
    const long = 'ปุ่มยาวมากเกินสิบห้าตัว';
    const box = createCardLabelBox(long, 'https://a.b');
    expect(box.contents[0].text).toBe(long);
    expect(box.action.label).toBe(long);
    expect(readCard(card({ hasAction: true, label: long, link: 'https://a.b' })).label).toBe(long);
  });
});

describe('card message rules', () => {
  it('requires every card image', () => {
    expect(issues(carousel(card({}), createCardBubble()))).toEqual([
      { path: 'contents[1].image', message: 'กรุณาอัพโหลดรูปภาพ' },
    ]);
  });

  it('requires label and link once the action is on, and nothing of them when it is off', () => {
    expect(issues(carousel(card({ hasAction: true })))).toEqual([
      { path: 'contents[0].label', message: 'กรุณากรอกข้อความปุ่ม' },
      { path: 'contents[0].link', message: 'กรุณากรอกลิงก์' },
    ]);
    expect(issues(carousel(card({ hasAction: false, label: '', link: 'not a link' })))).toEqual([]);
  });

  it.each(['https://a.b/c', 'http://a.b'])('accepts the card link %s', (link) => {
    expect(issues(carousel(card({ hasAction: true, label: 'ปุ่ม', link })))).toEqual([]);
  });

  it.each(['tel:0812345678', 'line://ti/p/@a', 'https://a.b/ c', 'a.b', 'https://'])(
    'refuses the card link %j',
    (link) => {
      expect(issues(carousel(card({ hasAction: true, label: 'ปุ่ม', link })))).toEqual([
        { path: 'contents[0].link', message: 'ต้องเป็น https:// หรือ http:// เท่านั้น และห้ามมีช่องว่าง' },
      ]);
    },
  );

  it('limits the label of a stored card to 15 characters', () => {
    const labelled = (label: string): CardBubble => {
      const bubble = card({ hasAction: true, label: 'x', link: 'https://a.b' });
      const box = bubble.body.contents[1];
      if (box) box.contents[0].text = label; // as stored: only the text is read back
      return bubble;
    };
    expect(issues(carousel(labelled('ก'.repeat(15))))).toEqual([]);
    expect(issues(carousel(labelled('ก'.repeat(16))))).toEqual([
      { path: 'contents[0].label', message: 'ต้องไม่เกิน 15 ตัวอักษร' },
    ]);
    const written = card({ hasAction: true, label: 'ก'.repeat(16), link: 'https://a.b' });
    expect(issues(carousel(written))).toEqual([
      { path: 'contents[0].label', message: 'ต้องไม่เกิน 15 ตัวอักษร' },
    ]);
  });

  it('allows 10 cards, refuses an 11th, and needs at least one', () => {
    const ten = Array.from({ length: 10 }, () => card({}));
    expect(issues(carousel(...ten))).toEqual([]);
    expect(issues(carousel(...ten, card({})))).toEqual([
      { path: 'contents', message: 'เพิ่มการ์ดได้สูงสุด 10 การ์ด' },
    ]);
    expect(issues(carousel())).toEqual([{ path: 'contents', message: 'ต้องมีการ์ดอย่างน้อย 1 การ์ด' }]);
  });

  it('names the card an issue belongs to', () => {
    expect(describeCarouselPath('contents[2].label')).toBe('การ์ดที่ 3: ');
    expect(describeCarouselPath('contents')).toBe('');
  });
});
