/** @jest-environment node */
import { writeCard } from './carousel';
import { createImagemapAction } from './imagemap';
import { lineRuleIssues, type LineRuleIssue } from './line-rules';
import type { CarouselMessage, ComposerMessage, ImagemapMessage, VideoMessage } from './types';

/** An https URL exactly `length` characters long. */
const httpsOf = (length: number) => `https://x.org/${'a'.repeat(length - 14)}`;
const DEV = 'http://localhost:3000';

const video = (over: Partial<VideoMessage> = {}): VideoMessage => ({
  type: 'video',
  originalContentUrl: 'https://x.org/v.mp4',
  previewImageUrl: 'https://x.org/v.jpg',
  ...over,
});

const rich = (links: string[], over: Partial<ImagemapMessage> = {}): ImagemapMessage => ({
  type: 'imagemap',
  baseUrl: 'https://x.org/rich',
  altText: 'ริชเมสเสจ',
  baseSize: { width: 1040, height: 1040 },
  actions: links.map((linkUri) => ({ ...createImagemapAction(), linkUri })),
  ...over,
});

const cards = (...fields: { image?: string; link?: string }[]): CarouselMessage => ({
  type: 'carousel',
  contents: fields.map(({ image = 'https://x.org/c.png', link }) =>
    writeCard({ image, hasAction: link !== undefined, label: 'ดู', link: link ?? '' }),
  ),
});

const pathsOf = (issues: LineRuleIssue[]) => issues.map((issue) => [issue.path, issue.code]);
const check = (message: ComposerMessage, options = {}) => pathsOf(lineRuleIssues(message, options));

describe('media URLs', () => {
  it('accepts https up to 2000 characters and refuses 2001', () => {
    expect(
      check(video({ originalContentUrl: httpsOf(2000), previewImageUrl: httpsOf(2000) })),
    ).toEqual([]);
    expect(lineRuleIssues(video({ previewImageUrl: httpsOf(2001) }), {})).toEqual([
      {
        path: 'previewImageUrl',
        code: 'MEDIA_URL_TOO_LONG',
        message: 'ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องไม่เกิน 2000 ตัวอักษร',
      },
    ]);
  });

  it('refuses http, and accepts it on the development origin only when that option is given', () => {
    const local = video({
      originalContentUrl: `${DEV}/files/v.mp4`,
      previewImageUrl: `${DEV}/files/v.jpg`,
    });
    expect(lineRuleIssues(local, {})).toEqual([
      {
        path: 'originalContentUrl',
        code: 'MEDIA_URL_NOT_HTTPS',
        message: 'ลิงก์ไฟล์รูปภาพหรือวิดีโอต้องขึ้นต้นด้วย https:// และห้ามมีช่องว่าง',
      },
      expect.objectContaining({ path: 'previewImageUrl', code: 'MEDIA_URL_NOT_HTTPS' }),
    ]);
    expect(check(local, { httpMediaOrigin: DEV })).toEqual([]);
    expect(
      check(video({ originalContentUrl: 'http://elsewhere.org/v.mp4' }), { httpMediaOrigin: DEV }),
    ).toEqual([['originalContentUrl', 'MEDIA_URL_NOT_HTTPS']]);
  });

  it('checks the base image of a rich message and every card image', () => {
    expect(check(rich(['https://a.b'], { baseUrl: 'ftp://x.org/rich' }))).toEqual([
      ['baseUrl', 'MEDIA_URL_NOT_HTTPS'],
    ]);
    expect(check(cards({}, { image: 'http://x.org/c.png' }, { image: httpsOf(2001) }))).toEqual([
      ['contents[1].image', 'MEDIA_URL_NOT_HTTPS'],
      ['contents[2].image', 'MEDIA_URL_TOO_LONG'],
    ]);
  });
});

describe('links', () => {
  it('accepts a rich message link of 1000 characters and refuses 1001', () => {
    expect(check(rich([httpsOf(1000)]))).toEqual([]);
    expect(lineRuleIssues(rich(['https://a.b', httpsOf(1001)]), {})).toEqual([
      { path: 'actions[1].linkUri', code: 'LINK_TOO_LONG', message: 'ลิงก์ต้องไม่เกิน 1000 ตัวอักษร' },
    ]);
  });

  it('accepts https, line:// and tel: links and refuses http, javascript, ftp and mailto', () => {
    expect(check(rich(['https://a.b', 'line://ti/p/@unit', 'tel:021234567']))).toEqual([]);
    expect(
      lineRuleIssues(
        rich(['http://a.b', 'javascript:alert(1)', 'ftp://a.b/f', 'mailto:a@b.c']),
        {},
      ),
    ).toEqual(
      [0, 1, 2, 3].map((i) => ({
        path: `actions[${i}].linkUri`,
        code: 'LINK_REFUSED',
        message: 'ลิงก์ต้องขึ้นต้นด้วย https://, line:// หรือ tel: และห้ามมีช่องว่าง',
      })),
    );
  });

  it('ignores message actions', () => {
    const message = rich(['https://a.b']);
    message.actions.push({
      type: 'message',
      text: 'สนใจ',
      area: { x: 0, y: 0, width: 1, height: 1 },
    });
    expect(check(message)).toEqual([]);
  });

  it('checks the link of a card whose action is on', () => {
    expect(
      check(cards({ link: 'tel:1669' }, { link: 'http://a.b' }, { link: httpsOf(1001) })),
    ).toEqual([
      ['contents[1].link', 'LINK_REFUSED'],
      ['contents[2].link', 'LINK_TOO_LONG'],
    ]);
  });
});

describe('rich message actions', () => {
  it('needs 1 to 50 actions', () => {
    expect(lineRuleIssues(rich([]), {})).toEqual([
      { path: 'actions', code: 'NO_ACTIONS', message: 'ต้องมีการกระทำอย่างน้อย 1 รายการ' },
    ]);
    expect(check(rich(Array.from({ length: 50 }, () => 'https://a.b')))).toEqual([]);
    expect(check(rich(Array.from({ length: 51 }, () => 'https://a.b')))).toEqual([
      ['actions', 'TOO_MANY_ACTIONS'],
    ]);
  });
});

describe('altText', () => {
  it('checks the notification text a rich or card message will carry, its own or the option', () => {
    expect(check(rich(['https://a.b'], { altText: 'ก'.repeat(400) }))).toEqual([]);
    expect(check(rich(['https://a.b'], { altText: 'ก'.repeat(401) }))).toEqual([
      ['altText', 'ALT_TEXT_TOO_LONG'],
    ]);
    expect(check(rich(['https://a.b'], { altText: '' }), { altText: 'ก'.repeat(401) })).toEqual([
      ['altText', 'ALT_TEXT_TOO_LONG'],
    ]);
    expect(check(cards({}), { altText: 'ก'.repeat(401) })).toEqual([
      ['altText', 'ALT_TEXT_TOO_LONG'],
    ]);
  });

  it('checks the altText of custom flex and template messages', () => {
    const flex = (altText: unknown) => ({ type: 'flex', altText, contents: { type: 'bubble' } });
    expect(check(flex('ก'.repeat(400)))).toEqual([]);
    expect(lineRuleIssues(flex('ก'.repeat(401)), {})).toEqual([
      {
        path: 'altText',
        code: 'ALT_TEXT_TOO_LONG',
        message: 'ข้อความแจ้งเตือนต้องมี 1–400 ตัวอักษร',
      },
    ]);
    expect(check(flex(12))).toEqual([['altText', 'ALT_TEXT_INVALID']]);
    const template = {
      type: 'template',
      altText: 'ก'.repeat(401),
      template: { type: 'buttons', text: 'x', actions: [] },
    };
    expect(check(template)).toEqual([['altText', 'ALT_TEXT_TOO_LONG']]);
  });
});

describe('custom messages', () => {
  it('checks every media URL and URI action of a flex message, wherever it sits', () => {
    const flex = {
      type: 'flex',
      altText: 'ข่าว',
      contents: {
        type: 'carousel',
        contents: [
          {
            type: 'bubble',
            hero: {
              type: 'image',
              url: 'http://x.org/hero.png',
              action: { type: 'uri', uri: 'javascript:alert(1)' },
            },
            body: {
              type: 'box',
              layout: 'vertical',
              contents: [
                { type: 'icon', url: httpsOf(2001) },
                {
                  type: 'video',
                  url: 'https://x.org/v.mp4',
                  previewUrl: 'http://x.org/v.jpg',
                  altContent: { type: 'image', url: 'https://x.org/a.png' },
                },
                {
                  type: 'button',
                  action: {
                    type: 'uri',
                    label: 'ดู',
                    uri: 'https://a.b',
                    altUri: { desktop: 'ftp://a.b' },
                  },
                },
                { type: 'button', action: { type: 'uri', label: 'โทร', uri: 'tel:1669' } },
                { type: 'button', action: { type: 'uri', label: 'ไม่มีลิงก์' } },
                { type: 'text', text: 'x', action: { type: 'message', label: 'y', text: 'z' } },
              ],
            },
          },
        ],
      },
    };
    expect(check(flex)).toEqual([
      ['contents.contents[0].hero.url', 'MEDIA_URL_NOT_HTTPS'],
      ['contents.contents[0].hero.action.uri', 'LINK_REFUSED'],
      ['contents.contents[0].body.contents[0].url', 'MEDIA_URL_TOO_LONG'],
      ['contents.contents[0].body.contents[1].previewUrl', 'MEDIA_URL_NOT_HTTPS'],
      ['contents.contents[0].body.contents[2].action.altUri.desktop', 'LINK_REFUSED'],
      ['contents.contents[0].body.contents[4].action.uri', 'LINK_REFUSED'],
    ]);
  });

  it('checks template thumbnails, image carousel columns and their actions', () => {
    const buttons = {
      type: 'template',
      altText: 'ปุ่ม',
      template: {
        type: 'buttons',
        thumbnailImageUrl: 'http://x.org/t.png',
        text: 'เลือก',
        defaultAction: { type: 'uri', label: 'ดู', uri: httpsOf(1001) },
        actions: [
          { type: 'uri', label: 'ดู', uri: 'https://a.b', altUri: { desktop: httpsOf(1000) } },
          { type: 'uri', label: 'ดู', uri: 'http://a.b' },
          { type: 'postback', label: 'ตอบ', data: 'x' },
        ],
      },
    };
    expect(check(buttons)).toEqual([
      ['template.thumbnailImageUrl', 'MEDIA_URL_NOT_HTTPS'],
      ['template.defaultAction.uri', 'LINK_TOO_LONG'],
      ['template.actions[1].uri', 'LINK_REFUSED'],
    ]);
    const imageCarousel = {
      type: 'template',
      altText: 'รูป',
      template: {
        type: 'image_carousel',
        columns: [
          { imageUrl: 'data:image/png;base64,AA', action: { type: 'uri', uri: 'line://nv/chat' } },
        ],
      },
    };
    expect(check(imageCarousel)).toEqual([['template.columns[0].imageUrl', 'MEDIA_URL_NOT_HTTPS']]);
  });

  it('checks image messages and quick reply icons, and not a url field at the top of a message', () => {
    expect(
      check({
        type: 'image',
        url: 'not checked: LINE reads originalContentUrl',
        originalContentUrl: 'https://x.org/i.png',
        previewImageUrl: 'https://x.org/p.png',
        quickReply: {
          items: [
            {
              type: 'action',
              imageUrl: 'http://x.org/q.png',
              action: { type: 'uri', label: 'q', uri: 'https://a.b' },
            },
          ],
        },
      }),
    ).toEqual([['quickReply.items[0].imageUrl', 'MEDIA_URL_NOT_HTTPS']]);
  });

  it('survives deeply nested JSON', () => {
    let deep: Record<string, unknown> = { type: 'uri', uri: 'http://a.b' };
    for (let i = 0; i < 20_000; i++) deep = { contents: [deep] };
    const [issue, ...more] = lineRuleIssues({ type: 'flex', altText: 'x', contents: deep }, {});
    expect(more).toEqual([]);
    expect(issue?.path).toBe(`contents${'.contents[0]'.repeat(20_000)}.uri`);
  });
});
