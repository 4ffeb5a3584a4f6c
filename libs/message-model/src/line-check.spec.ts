/** @jest-environment node */
import { sampleText } from './fixtures/sample-messages';
import { writeCard } from './carousel';
import { createImagemapAction } from './imagemap';
import { toLineMessages } from './line';
import { checkForLine } from './line-check';
import type { CarouselMessage, ComposerMessage, ImagemapMessage } from './types';

const DEV = 'http://localhost:3000';

const rich = (links: string[], over: Partial<ImagemapMessage> = {}): ImagemapMessage => ({
  type: 'imagemap',
  baseUrl: 'https://x.org/rich',
  altText: 'ริชเมสเสจ',
  baseSize: { width: 1040, height: 1040 },
  actions: links.map((linkUri) => ({ ...createImagemapAction(), linkUri })),
  ...over,
});

const card = (image: string, link?: string) =>
  writeCard({ image, hasAction: link !== undefined, label: 'ดูเพิ่ม', link: link ?? '' });

const flex = (altText: string, heroUrl = 'https://x.org/hero.png') => ({
  type: 'flex',
  altText,
  contents: {
    type: 'bubble',
    hero: { type: 'image', url: heroUrl },
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [{ type: 'button', action: { type: 'uri', label: 'ดู', uri: 'line://nv/chat' } }],
    },
  },
});

function issuesOf(messages: unknown, options = {}) {
  const result = checkForLine(messages as ComposerMessage[], options);
  if (result.ok) throw new Error('expected issues');
  return result.issues;
}

describe('checkForLine', () => {
  it('answers the LINE messages of a valid broadcast, as toLineMessages converts them', () => {
    const messages: ComposerMessage[] = [
      sampleText(),
      rich(['https://a.b', 'tel:1669']),
      { type: 'carousel', contents: [card('https://x.org/1.png', 'https://a.b')] },
    ];
    const result = checkForLine(messages, { altText: 'ข่าวสุขภาพ' });
    expect(result).toEqual({
      ok: true,
      messages: toLineMessages(messages, { altText: 'ข่าวสุขภาพ' }),
    });
  });

  it('reports every problem of every message, each with its index, path and Thai text', () => {
    const carousel: CarouselMessage = {
      type: 'carousel',
      contents: [
        card('https://x.org/1.png', 'https://a.b'),
        card(`${DEV}/files/2.png`, 'http://a.b'),
      ],
    };
    const issues = issuesOf([
      { type: 'text', text: '' },
      rich(['javascript:alert(1)', ''], { baseUrl: 'ftp://x.org/rich' }),
      carousel,
    ]);
    expect(issues.map(({ index, path, text }) => ({ index, path, text }))).toEqual([
      { index: 0, path: 'text', text: 'ข้อความที่ 1 (ข้อความ): กรุณากรอกข้อความ' },
      {
        index: 1,
        path: 'actions[0].linkUri',
        text: 'ข้อความที่ 2 (ริชเมสเสจ): การกระทำที่ 1: กรุณาแก้ไขลิงก์',
      },
      {
        index: 1,
        path: 'actions[1].linkUri',
        text: 'ข้อความที่ 2 (ริชเมสเสจ): การกระทำที่ 2: กรุณากรอกลิงก์',
      },
      {
        index: 1,
        path: 'baseUrl',
        text: 'ข้อความที่ 2 (ริชเมสเสจ): ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องขึ้นต้นด้วย https:// และห้ามมีช่องว่าง',
      },
      {
        index: 2,
        path: 'contents[1].image',
        text: 'ข้อความที่ 3 (การ์ดเมสเสจ): การ์ดที่ 2: ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องขึ้นต้นด้วย https:// และห้ามมีช่องว่าง',
      },
      {
        index: 2,
        path: 'contents[1].link',
        text: 'ข้อความที่ 3 (การ์ดเมสเสจ): การ์ดที่ 2: ลิงก์ต้องขึ้นต้นด้วย https://, line:// หรือ tel: และห้ามมีช่องว่าง',
      },
    ]);
    expect(issues[3]).toMatchObject({ format: 'imagemap', message: expect.any(String) });
  });

  it('accepts http media and links on the development origin only with that option, and no http link elsewhere', () => {
    const local = {
      type: 'video',
      originalContentUrl: `${DEV}/files/v.mp4`,
      previewImageUrl: `${DEV}/files/v.jpg`,
    };
    expect(issuesOf([local]).map((issue) => issue.path)).toEqual([
      'originalContentUrl',
      'previewImageUrl',
    ]);
    expect(checkForLine([local], { httpMediaOrigin: DEV })).toEqual({
      ok: true,
      messages: [local],
    });
    expect(
      issuesOf([rich(['http://a.b'], { baseUrl: `${DEV}/files/rich` })], { httpMediaOrigin: DEV }),
    ).toEqual([expect.objectContaining({ index: 0, path: 'actions[0].linkUri' })]);
    const tracked = rich([`${DEV}/t/Ab12Cd34Ef`], { baseUrl: `${DEV}/files/rich` });
    expect(issuesOf([tracked])).toEqual([
      expect.objectContaining({ path: 'baseUrl' }),
      expect.objectContaining({ path: 'actions[0].linkUri' }),
    ]);
    expect(checkForLine([tracked], { httpMediaOrigin: DEV })).toMatchObject({ ok: true });
  });

  it('refuses a rich message without actions', () => {
    expect(issuesOf([sampleText(), rich([])])).toEqual([
      {
        index: 1,
        format: 'imagemap',
        path: 'actions',
        message: 'ต้องมีการกระทำอย่างน้อย 1 รายการ',
        text: 'ข้อความที่ 2 (ริชเมสเสจ): ต้องมีการกระทำอย่างน้อย 1 รายการ',
      },
    ]);
  });

  it('refuses a custom flex altText of 401 characters and accepts 400', () => {
    expect(checkForLine([flex('ก'.repeat(400))]).ok).toBe(true);
    expect(issuesOf([flex('ก'.repeat(401))])).toEqual([
      {
        index: 0,
        format: 'custom',
        path: 'altText',
        message: 'ข้อความแจ้งเตือนต้องมี 1–400 ตัวอักษร',
        text: 'ข้อความที่ 1 (JSON): altText: ข้อความแจ้งเตือนต้องมี 1–400 ตัวอักษร',
      },
    ]);
  });

  it('refuses a custom template without altText, and names the field of a custom message it refuses', () => {
    const template = {
      type: 'template',
      template: {
        type: 'buttons',
        thumbnailImageUrl: 'http://x.org/t.png',
        text: 'เลือก',
        actions: [{ type: 'uri', label: 'ดู', uri: 'https://a.b' }],
      },
    };
    expect(issuesOf([template]).map((issue) => issue.text)).toEqual([
      'ข้อความที่ 1 (JSON): JSON ขาดข้อมูลที่จำเป็น: altText',
      'ข้อความที่ 1 (JSON): template.thumbnailImageUrl: ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องขึ้นต้นด้วย https:// และห้ามมีช่องว่าง',
    ]);
  });

  it('reports one issue per field: the composer rule when it and a LINE rule both refuse it', () => {
    expect(issuesOf([rich(['http://a b'])]).map((issue) => [issue.path, issue.message])).toEqual([
      ['actions[0].linkUri', 'กรุณาแก้ไขลิงก์'],
    ]);
  });

  it('refuses a card message LINE would find larger than 50 KB', () => {
    const big = card(`https://x.org/${'ก'.repeat(1986)}`, `https://x.org/${'ก'.repeat(986)}`);
    const issues = issuesOf([{ type: 'carousel', contents: Array(10).fill(big) }]);
    expect(issues.map((issue) => [issue.path, issue.text])).toEqual([
      ['', 'ข้อความที่ 1 (การ์ดเมสเสจ): ข้อมูลการ์ดทั้งหมดรวมกันเกิน 50 KB ที่ LINE รับได้'],
    ]);
  });

  it('reports the list itself: too many messages, or no list at all', () => {
    const issues = issuesOf([sampleText(), sampleText(), sampleText(), rich([])]);
    expect(issues.map((issue) => [issue.index, issue.path])).toEqual([
      [null, ''],
      [3, 'actions'],
    ]);
    expect(issuesOf({ type: 'text', text: 'x' })).toEqual([
      expect.objectContaining({ index: null, message: 'รูปแบบข้อมูลไม่ถูกต้อง' }),
    ]);
  });
});
