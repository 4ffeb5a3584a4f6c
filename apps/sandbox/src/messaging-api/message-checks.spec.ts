import type { SandboxApp } from '../app';
import { testApp } from '../testing/test-app';
import { post, textMessage, validate } from './test-kit';

let app: SandboxApp;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(async () => {
  await app.close();
});

/** The details LINE gives for these messages, or [] when it accepts them. */
async function problems(messages: unknown[]): Promise<unknown[]> {
  const response = await validate(app, messages);
  if (response.statusCode === 200) {
    expect(response.json()).toEqual({});
    return [];
  }
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; details?: unknown[] };
  return body.details ?? [body.message];
}

const image = (url = 'https://media.test/a.jpg') => ({
  type: 'image',
  originalContentUrl: url,
  previewImageUrl: url,
});

const imagemap = (overrides: Record<string, unknown> = {}) => ({
  type: 'imagemap',
  baseUrl: 'https://media.test/imagemap/abc',
  altText: 'แผนที่',
  baseSize: { width: 1040, height: 1040 },
  actions: [
    { type: 'uri', linkUri: 'https://moph.go.th', area: { x: 0, y: 0, width: 520, height: 1040 } },
    { type: 'message', text: 'สนใจ', area: { x: 520, y: 0, width: 520, height: 1040 } },
  ],
  ...overrides,
});

const bubble = (bodyText = 'รายละเอียด') => ({
  type: 'bubble',
  hero: { type: 'image', url: 'https://media.test/card.jpg', size: 'full' },
  body: { type: 'box', layout: 'vertical', contents: [{ type: 'text', text: bodyText }] },
  footer: {
    type: 'box',
    layout: 'vertical',
    contents: [
      { type: 'button', action: { type: 'uri', label: 'ดูเพิ่มเติม', uri: 'https://moph.go.th' } },
    ],
  },
});

const carousel = (bubbles: unknown[]) => ({
  type: 'flex',
  altText: 'การ์ด',
  contents: { type: 'carousel', contents: bubbles },
});

describe('the message objects LINE accepts', () => {
  it('takes 1 to 5 messages', async () => {
    expect(await problems(Array.from({ length: 5 }, () => textMessage()))).toEqual([]);
    expect(await problems(Array.from({ length: 6 }, () => textMessage()))).toEqual([
      { message: 'Size must be between 1 and 5', property: 'messages' },
    ]);
    expect(await problems([])).toEqual([
      { message: 'Size must be between 1 and 5', property: 'messages' },
    ]);
  });

  it('takes a text of 5000 characters and refuses 5001 or none', async () => {
    expect(await problems([textMessage('ก'.repeat(5000))])).toEqual([]);
    expect(await problems([textMessage('ก'.repeat(5001))])).toEqual([
      { message: 'Length must be between 0 and 5000', property: 'messages[0].text' },
    ]);
    expect(await problems([textMessage('')])).toEqual([
      { message: 'May not be empty', property: 'messages[0].text' },
    ]);
  });

  it('counts characters as LINE does: UTF-16 code units (an emoji is two)', async () => {
    expect(await problems([textMessage('😀'.repeat(2500))])).toEqual([]);
    expect(await problems([textMessage(`${'😀'.repeat(2500)}a`)])).toHaveLength(1);
  });

  it('refuses a property the message type does not have', async () => {
    const response = await validate(app, [{ ...textMessage(), color: 'red' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        "The property, 'messages[0].color', in the request body is invalid (line: -, column: -)",
      details: [{ message: "Unrecognized field 'color'", property: 'messages[0].color' }],
    });
  });

  it('refuses an unknown message type', async () => {
    expect(await problems([{ type: 'hologram', text: 'x' }])).toEqual([
      {
        message:
          'Must be one of the following values: [text, sticker, image, video, audio, location, imagemap, template, flex]',
        property: 'messages[0].type',
      },
    ]);
  });

  it('lists every problem of a body at once', async () => {
    const response = await validate(app, [textMessage(''), image('http://media.test/a.jpg')]);
    expect(response.json()).toEqual({
      message: 'The request body has 3 error(s)',
      details: [
        { message: 'May not be empty', property: 'messages[0].text' },
        { message: 'Must be an HTTPS URL', property: 'messages[1].originalContentUrl' },
        { message: 'Must be an HTTPS URL', property: 'messages[1].previewImageUrl' },
      ],
    });
  });
});

describe('image and video', () => {
  it('wants https URLs of at most 2000 characters', async () => {
    const long = `https://media.test/${'a'.repeat(2000 - 'https://media.test/'.length)}`;
    expect(await problems([image(long)])).toEqual([]);
    expect(await problems([image(`${long}b`)])).toEqual([
      { message: 'Length must be between 0 and 2000', property: 'messages[0].originalContentUrl' },
      { message: 'Length must be between 0 and 2000', property: 'messages[0].previewImageUrl' },
    ]);
    expect(
      await problems([
        {
          type: 'video',
          originalContentUrl: 'http://media.test/v.mp4',
          previewImageUrl: 'https://media.test/v.jpg',
        },
      ]),
    ).toEqual([{ message: 'Must be an HTTPS URL', property: 'messages[0].originalContentUrl' }]);
  });
});

describe('imagemap', () => {
  it('takes a well-formed imagemap', async () => {
    expect(await problems([imagemap()])).toEqual([]);
  });

  it('wants baseSize.width exactly 1040', async () => {
    expect(
      await problems([
        imagemap({
          baseSize: { width: 1041, height: 1040 },
          actions: [{ type: 'message', text: 'x', area: { x: 0, y: 0, width: 10, height: 10 } }],
        }),
      ]),
    ).toEqual([{ message: 'Must be 1040', property: 'messages[0].baseSize.width' }]);
  });

  it('wants an https baseUrl and alt text of 1..400 characters', async () => {
    expect(
      await problems([imagemap({ baseUrl: 'http://media.test/i', altText: 'ก'.repeat(400) })]),
    ).toEqual([{ message: 'Must be an HTTPS URL', property: 'messages[0].baseUrl' }]);
    expect(await problems([imagemap({ altText: 'ก'.repeat(401) })])).toEqual([
      { message: 'Length must be between 0 and 400', property: 'messages[0].altText' },
    ]);
  });

  it('takes http media only on the development API’s own origin (PUBLIC_BASE_URL), where its uploads are served', async () => {
    expect(
      await problems([imagemap({ baseUrl: 'http://localhost:3000/files/imagemap/abc' })]),
    ).toEqual([]);
    expect(await problems([image('http://localhost:3000/files/a.jpg')])).toEqual([]);
    expect(await problems([image('http://localhost:3001/files/a.jpg')])).toHaveLength(2);
    expect(await problems([image('http://localhost.evil.test/files/a.jpg')])).toHaveLength(2);
  });

  it('takes 50 actions and refuses 51', async () => {
    const action = { type: 'message', text: 'x', area: { x: 0, y: 0, width: 10, height: 10 } };
    expect(await problems([imagemap({ actions: Array(50).fill(action) })])).toEqual([]);
    expect(await problems([imagemap({ actions: Array(51).fill(action) })])).toEqual([
      { message: 'Size must be between 1 and 50', property: 'messages[0].actions' },
    ]);
  });

  it('wants each area inside the base size', async () => {
    expect(
      await problems([
        imagemap({
          actions: [{ type: 'message', text: 'x', area: { x: 1000, y: 0, width: 41, height: 10 } }],
        }),
      ]),
    ).toEqual([
      { message: 'The area must lie within baseSize', property: 'messages[0].actions[0].area' },
    ]);
  });

  it('opens only http, https, line and tel links of at most 1000 characters', async () => {
    const linkAction = (linkUri: string) => ({
      type: 'uri',
      linkUri,
      area: { x: 0, y: 0, width: 10, height: 10 },
    });
    const uri1000 = `https://moph.go.th/${'a'.repeat(1000 - 'https://moph.go.th/'.length)}`;
    expect(
      await problems([imagemap({ actions: [linkAction('tel:1669'), linkAction(uri1000)] })]),
    ).toEqual([]);
    expect(
      await problems([
        imagemap({ actions: [linkAction('javascript:alert(1)'), linkAction(`${uri1000}a`)] }),
      ]),
    ).toEqual([
      {
        message: 'The URI scheme must be one of: http, https, line, tel',
        property: 'messages[0].actions[0].linkUri',
      },
      { message: 'Length must be between 0 and 1000', property: 'messages[0].actions[1].linkUri' },
    ]);
  });

  it('limits a message action to 400 characters', async () => {
    const action = (text: string) => ({
      type: 'message',
      text,
      area: { x: 0, y: 0, width: 10, height: 10 },
    });
    expect(await problems([imagemap({ actions: [action('ก'.repeat(400))] })])).toEqual([]);
    expect(await problems([imagemap({ actions: [action('ก'.repeat(401))] })])).toEqual([
      { message: 'Length must be between 0 and 400', property: 'messages[0].actions[0].text' },
    ]);
  });
});

describe('flex', () => {
  it('takes a carousel of 12 bubbles and refuses 13', async () => {
    expect(await problems([carousel(Array(12).fill(bubble()))])).toEqual([]);
    expect(await problems([carousel(Array(13).fill(bubble()))])).toEqual([
      { message: 'Size must be between 1 and 12', property: 'messages[0].contents.contents' },
    ]);
  });

  it('refuses a bubble over 30 KB and a carousel over 50 KB', async () => {
    const heavy = bubble('ก'.repeat(10_300)); // ~31 KB of UTF-8
    expect(await problems([carousel([heavy])])).toEqual([
      {
        message: 'The JSON size must be at most 30720 bytes',
        property: 'messages[0].contents.contents[0]',
      },
    ]);
    const half = bubble('ก'.repeat(6_000)); // ~18 KB each
    expect(await problems([carousel([half, half])])).toEqual([]);
    expect(await problems([carousel([half, half, half])])).toEqual([
      { message: 'The JSON size must be at most 51200 bytes', property: 'messages[0].contents' },
    ]);
  });

  it('checks the links and images inside the bubbles', async () => {
    const bad = {
      ...bubble(),
      hero: { type: 'image', url: 'http://media.test/card.jpg' },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [{ type: 'button', action: { type: 'uri', label: 'x', uri: 'ftp://files' } }],
      },
    };
    expect(await problems([carousel([bad])])).toEqual([
      { message: 'Must be an HTTPS URL', property: 'messages[0].contents.contents[0].hero.url' },
      {
        message: 'The URI scheme must be one of: http, https, line, tel',
        property: 'messages[0].contents.contents[0].footer.contents[0].action.uri',
      },
    ]);
  });

  it('wants alt text and a bubble or carousel', async () => {
    expect(await problems([{ type: 'flex', altText: '', contents: { type: 'box' } }])).toEqual([
      { message: 'May not be empty', property: 'messages[0].altText' },
      {
        message: 'Must be one of the following values: [bubble, carousel]',
        property: 'messages[0].contents.type',
      },
    ]);
  });
});

describe('template', () => {
  const buttons = (text: string, extra: Record<string, unknown> = {}) => ({
    type: 'template',
    altText: 'แบบสอบถาม',
    template: {
      type: 'buttons',
      text,
      actions: [{ type: 'uri', label: 'ตอบ', uri: 'https://moph.go.th' }],
      ...extra,
    },
  });

  it('checks alt text and the template text limits', async () => {
    expect(await problems([buttons('ก'.repeat(160))])).toEqual([]);
    expect(await problems([buttons('ก'.repeat(161))])).toEqual([
      { message: 'Length must be between 0 and 160', property: 'messages[0].template.text' },
    ]);
    expect(await problems([buttons('ก'.repeat(61), { title: 'หัวข้อ' })])).toEqual([
      { message: 'Length must be between 0 and 60', property: 'messages[0].template.text' },
    ]);
    expect(await problems([{ ...buttons('x'), altText: 'ก'.repeat(401) }])).toEqual([
      { message: 'Length must be between 0 and 400', property: 'messages[0].altText' },
    ]);
  });

  it('wants two actions on a confirm template', async () => {
    expect(
      await problems([
        {
          type: 'template',
          altText: 'ยืนยัน',
          template: {
            type: 'confirm',
            text: 'ยืนยันไหม',
            actions: [{ type: 'message', label: 'ใช่', text: 'ใช่' }],
          },
        },
      ]),
    ).toEqual([
      { message: 'Size must be between 2 and 2', property: 'messages[0].template.actions' },
    ]);
  });
});

describe('the validate endpoints', () => {
  it('exist for reply, push, multicast, narrowcast and broadcast and take only messages', async () => {
    for (const kind of ['reply', 'push', 'multicast', 'narrowcast', 'broadcast']) {
      const ok = await post(app, `/v2/bot/message/validate/${kind}`, { messages: [textMessage()] });
      expect({ kind, status: ok.statusCode }).toEqual({ kind, status: 200 });
    }
    const extra = await post(app, '/v2/bot/message/validate/push', {
      to: 'U1',
      messages: [textMessage()],
    });
    expect(extra.statusCode).toBe(400);
  });
});
