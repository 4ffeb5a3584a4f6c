import type { SandboxApp } from '../app';
import { testApp } from '../testing/test-app';
import { specifyRules, type RuleCase } from './rule-case-kit';
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

  it('wants an https baseUrl and alt text of 1..1500 characters', async () => {
    expect(
      await problems([imagemap({ baseUrl: 'http://media.test/i', altText: 'ก'.repeat(1500) })]),
    ).toEqual([{ message: 'Must be an HTTPS URL', property: 'messages[0].baseUrl' }]);
    expect(await problems([imagemap({ altText: 'ก'.repeat(1501) })])).toEqual([
      { message: 'Length must be between 0 and 1500', property: 'messages[0].altText' },
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
    expect(await problems([{ ...buttons('x'), altText: 'ก'.repeat(1500) }])).toEqual([]);
    expect(await problems([{ ...buttons('x'), altText: 'ก'.repeat(1501) }])).toEqual([
      { message: 'Length must be between 0 and 1500', property: 'messages[0].altText' },
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

type Json = Record<string, unknown>;

const repeat = (count: number, item: unknown) => Array.from({ length: count }, () => item);
const messageAction = (extra: Json = {}): Json => ({
  type: 'message',
  label: 'มาตามนัด',
  text: 'มาตามนัด',
  ...extra,
});
const datetimeAction = (extra: Json = {}): Json => ({
  type: 'datetimepicker',
  label: 'เลือกวันนัด',
  data: 'action=book',
  mode: 'date',
  ...extra,
});
/** A text message with these quick reply buttons. */
const withQuickReply = (items: unknown[], extra: Json = {}): Json => ({
  ...textMessage(),
  quickReply: { items, ...extra },
});
const replyItem = (action: unknown, extra: Json = {}): Json => ({
  type: 'action',
  action,
  ...extra,
});
/** A text message whose one quick reply button has this action. */
const replyingWith = (action: unknown) => withQuickReply([replyItem(action)]);
const templateMessage = (template: Json): Json => ({
  type: 'template',
  altText: 'ยืนยันนัด',
  template,
});
const buttonsTemplate = (extra: Json = {}) =>
  templateMessage({ type: 'buttons', text: 'ยืนยันนัดวันพุธ', actions: [messageAction()], ...extra });
const column = (extra: Json = {}): Json => ({
  text: 'คลินิกเบาหวาน',
  actions: [messageAction()],
  ...extra,
});
const templateCarousel = (columns: unknown[], extra: Json = {}) =>
  templateMessage({ type: 'carousel', columns, ...extra });

const QUICK_REPLY = 'messages[0].quickReply';
const REPLY_ACTION = `${QUICK_REPLY}.items[0].action`;
const TEMPLATE = 'messages[0].template';
const MESSAGE_ACTIONS =
  'Must be one of the following values: [postback, message, uri, datetimepicker, clipboard]';

const QUICK_REPLY_RULES: RuleCase[] = [
  {
    rule: 'a quick reply holds 1 to 13 buttons',
    accepted: withQuickReply(repeat(13, replyItem(messageAction()))),
    refused: withQuickReply(repeat(14, replyItem(messageAction()))),
    detail: { property: `${QUICK_REPLY}.items`, message: 'Size must be between 1 and 13' },
  },
  {
    rule: 'a quick reply has only its items',
    accepted: withQuickReply([replyItem(messageAction())]),
    refused: withQuickReply([replyItem(messageAction())], { style: 'chips' }),
    detail: { property: `${QUICK_REPLY}.style`, message: "Unrecognized field 'style'" },
  },
  {
    rule: 'a quick reply button is of type action',
    accepted: withQuickReply([replyItem(messageAction())]),
    refused: withQuickReply([replyItem(messageAction(), { type: 'button' })]),
    detail: {
      property: `${QUICK_REPLY}.items[0].type`,
      message: 'Must be one of the following values: [action]',
    },
  },
  {
    rule: 'a quick reply button’s icon is https',
    accepted: withQuickReply([
      replyItem(messageAction(), { imageUrl: 'https://media.test/i.png' }),
    ]),
    refused: withQuickReply([replyItem(messageAction(), { imageUrl: 'http://media.test/i.png' })]),
    detail: { property: `${QUICK_REPLY}.items[0].imageUrl`, message: 'Must be an HTTPS URL' },
  },
  {
    rule: 'a quick reply button needs an action',
    accepted: replyingWith(messageAction()),
    refused: withQuickReply([{ type: 'action' }]),
    detail: { property: REPLY_ACTION, message: 'May not be empty' },
  },
  {
    rule: 'a quick reply button’s label is required',
    accepted: replyingWith(messageAction()),
    refused: replyingWith(messageAction({ label: undefined })),
    detail: { property: `${REPLY_ACTION}.label`, message: 'May not be empty' },
  },
  {
    rule: 'a quick reply button’s label is at most 20 characters',
    accepted: replyingWith(messageAction({ label: 'ก'.repeat(20) })),
    refused: replyingWith(messageAction({ label: 'ก'.repeat(21) })),
    detail: { property: `${REPLY_ACTION}.label`, message: 'Length must be between 0 and 20' },
  },
  {
    rule: 'camera, camera roll and location buttons need their label too',
    accepted: withQuickReply([
      replyItem({ type: 'camera', label: 'ถ่ายรูป' }),
      replyItem({ type: 'cameraRoll', label: 'เลือกรูป' }),
      replyItem({ type: 'location', label: 'ส่งตำแหน่ง' }),
    ]),
    refused: replyingWith({ type: 'location' }),
    detail: { property: `${REPLY_ACTION}.label`, message: 'May not be empty' },
  },
  {
    rule: 'a rich menu switch action is not a quick reply action',
    accepted: replyingWith({ type: 'postback', label: 'เมนู', data: 'menu=b' }),
    refused: replyingWith({ type: 'richmenuswitch', richMenuAliasId: 'menu-b', data: 'menu=b' }),
    detail: {
      property: `${REPLY_ACTION}.type`,
      message:
        'Must be one of the following values: [postback, message, uri, datetimepicker, clipboard, camera, cameraRoll, location]',
    },
  },
];

const ACTION_RULES: RuleCase[] = [
  {
    rule: 'a datetime picker needs data',
    accepted: replyingWith(datetimeAction()),
    refused: replyingWith(datetimeAction({ data: undefined })),
    detail: { property: `${REPLY_ACTION}.data`, message: 'May not be empty' },
  },
  {
    rule: 'a datetime picker’s data is at most 300 characters',
    accepted: replyingWith(datetimeAction({ data: 'd'.repeat(300) })),
    refused: replyingWith(datetimeAction({ data: 'd'.repeat(301) })),
    detail: { property: `${REPLY_ACTION}.data`, message: 'Length must be between 0 and 300' },
  },
  {
    rule: 'a datetime picker’s mode is date, time or datetime',
    accepted: replyingWith(datetimeAction({ mode: 'time' })),
    refused: replyingWith(datetimeAction({ mode: 'week' })),
    detail: {
      property: `${REPLY_ACTION}.mode`,
      message: 'Must be one of the following values: [date, time, datetime]',
    },
  },
  {
    rule: 'a datetime picker’s initial, max and min follow its mode',
    accepted: replyingWith(
      datetimeAction({
        mode: 'datetime',
        initial: '2026-08-12t09:30',
        min: '2026-08-01T00:00',
        max: '2026-12-31T23:59',
      }),
    ),
    refused: replyingWith(datetimeAction({ initial: '12/08/2026' })),
    detail: { property: `${REPLY_ACTION}.initial`, message: 'Must be in the format 2017-06-18' },
  },
  {
    rule: 'a datetime picker’s dates lie between 1900 and 2100',
    accepted: replyingWith(datetimeAction({ min: '1900-01-01', max: '2100-12-31' })),
    refused: replyingWith(datetimeAction({ min: '1899-12-31' })),
    detail: {
      property: `${REPLY_ACTION}.min`,
      message: 'Must be between 1900-01-01 and 2100-12-31',
    },
  },
  {
    rule: 'a datetime picker’s max is after its min',
    accepted: replyingWith(datetimeAction({ mode: 'time', min: '08:00', max: '16:30' })),
    refused: replyingWith(datetimeAction({ mode: 'time', min: '16:30', max: '08:00' })),
    detail: { property: `${REPLY_ACTION}.max`, message: 'Must be greater than min' },
  },
  {
    rule: 'a clipboard action copies 1 to 1000 characters',
    accepted: replyingWith({ type: 'clipboard', label: 'คัดลอก', clipboardText: 'ก'.repeat(1000) }),
    refused: replyingWith({ type: 'clipboard', label: 'คัดลอก', clipboardText: 'ก'.repeat(1001) }),
    detail: {
      property: `${REPLY_ACTION}.clipboardText`,
      message: 'Length must be between 0 and 1000',
    },
  },
  {
    rule: 'a clipboard action needs its text',
    accepted: replyingWith({ type: 'clipboard', label: 'คัดลอก', clipboardText: 'HN-0042' }),
    refused: replyingWith({ type: 'clipboard', label: 'คัดลอก', clipboardText: '' }),
    detail: { property: `${REPLY_ACTION}.clipboardText`, message: 'May not be empty' },
  },
  {
    rule: 'a postback shows displayText or text, not both',
    accepted: replyingWith({ type: 'postback', label: 'ยืนยัน', data: 'ok', displayText: 'ยืนยัน' }),
    refused: replyingWith({
      type: 'postback',
      label: 'ยืนยัน',
      data: 'ok',
      displayText: 'ยืนยัน',
      text: 'ยืนยัน',
    }),
    detail: {
      property: `${REPLY_ACTION}.text`,
      message: 'Cannot be used together with displayText',
    },
  },
  {
    rule: 'a postback’s inputOption is one LINE knows',
    accepted: replyingWith({
      type: 'postback',
      label: 'พิมพ์',
      data: 'k',
      inputOption: 'openKeyboard',
    }),
    refused: replyingWith({ type: 'postback', label: 'พิมพ์', data: 'k', inputOption: 'openCamera' }),
    detail: {
      property: `${REPLY_ACTION}.inputOption`,
      message:
        'Must be one of the following values: [closeRichMenu, openRichMenu, openKeyboard, openVoice]',
    },
  },
  {
    rule: 'an action has only its kind’s properties',
    accepted: replyingWith({ type: 'uri', label: 'เว็บไซต์', uri: 'https://moph.go.th' }),
    refused: replyingWith({ type: 'uri', label: 'เว็บไซต์', uri: 'https://moph.go.th', data: 'x' }),
    detail: { property: `${REPLY_ACTION}.data`, message: "Unrecognized field 'data'" },
  },
  {
    rule: 'a uri action’s desktop link opens http, https, line or tel',
    accepted: buttonsTemplate({
      actions: [
        {
          type: 'uri',
          label: 'เว็บ',
          uri: 'https://moph.go.th',
          altUri: { desktop: 'https://moph.go.th/pc' },
        },
      ],
    }),
    refused: buttonsTemplate({
      actions: [
        { type: 'uri', label: 'เว็บ', uri: 'https://moph.go.th', altUri: { desktop: 'ftp://x' } },
      ],
    }),
    detail: {
      property: `${TEMPLATE}.actions[0].altUri.desktop`,
      message: 'The URI scheme must be one of: http, https, line, tel',
    },
  },
];

const TEMPLATE_RULES: RuleCase[] = [
  {
    rule: 'a template carousel holds 1 to 10 columns',
    accepted: templateCarousel(repeat(10, column())),
    refused: templateCarousel(repeat(11, column())),
    detail: { property: `${TEMPLATE}.columns`, message: 'Size must be between 1 and 10' },
  },
  {
    rule: 'a buttons template holds 1 to 4 actions',
    accepted: buttonsTemplate({ actions: repeat(4, messageAction()) }),
    refused: buttonsTemplate({ actions: repeat(5, messageAction()) }),
    detail: { property: `${TEMPLATE}.actions`, message: 'Size must be between 1 and 4' },
  },
  {
    rule: 'a buttons template’s text is at most 160 characters',
    accepted: buttonsTemplate({ text: 'ก'.repeat(160) }),
    refused: buttonsTemplate({ text: 'ก'.repeat(200) }),
    detail: { property: `${TEMPLATE}.text`, message: 'Length must be between 0 and 160' },
  },
  {
    rule: 'a template is buttons, confirm, carousel or image_carousel',
    accepted: buttonsTemplate(),
    refused: templateMessage({ type: 'list', text: 'ยืนยันนัด', actions: [messageAction()] }),
    detail: {
      property: `${TEMPLATE}.type`,
      message: 'Must be one of the following values: [buttons, confirm, carousel, image_carousel]',
    },
  },
  {
    rule: 'every carousel column has the same number of actions',
    accepted: templateCarousel([column(), column()]),
    refused: templateCarousel([column(), column({ actions: repeat(2, messageAction()) })]),
    detail: {
      property: `${TEMPLATE}.columns[1].actions`,
      message: 'Every column must have the same number of actions',
    },
  },
  {
    rule: 'every carousel column has an image, or none has',
    accepted: templateCarousel(
      repeat(2, column({ thumbnailImageUrl: 'https://media.test/c.jpg' })),
    ),
    refused: templateCarousel([
      column({ thumbnailImageUrl: 'https://media.test/c.jpg' }),
      column(),
    ]),
    detail: {
      property: `${TEMPLATE}.columns[1].thumbnailImageUrl`,
      message: 'Every column must have the same use of thumbnailImageUrl',
    },
  },
  {
    rule: 'every carousel column has a title, or none has',
    accepted: templateCarousel(repeat(2, column({ title: 'คลินิก' }))),
    refused: templateCarousel([column(), column({ title: 'คลินิก' })]),
    detail: {
      property: `${TEMPLATE}.columns[1].title`,
      message: 'Every column must have the same use of title',
    },
  },
  {
    rule: 'imageAspectRatio is rectangle or square',
    accepted: buttonsTemplate({ imageAspectRatio: 'square' }),
    refused: buttonsTemplate({ imageAspectRatio: 'wide' }),
    detail: {
      property: `${TEMPLATE}.imageAspectRatio`,
      message: 'Must be one of the following values: [rectangle, square]',
    },
  },
  {
    rule: 'imageSize is cover or contain',
    accepted: templateCarousel([column()], { imageSize: 'contain' }),
    refused: templateCarousel([column()], { imageSize: 'fill' }),
    detail: {
      property: `${TEMPLATE}.imageSize`,
      message: 'Must be one of the following values: [cover, contain]',
    },
  },
  {
    rule: 'a template button’s label is required (not a default action’s)',
    accepted: buttonsTemplate({ defaultAction: messageAction({ label: undefined }) }),
    refused: buttonsTemplate({ actions: [messageAction({ label: undefined })] }),
    detail: { property: `${TEMPLATE}.actions[0].label`, message: 'May not be empty' },
  },
  {
    rule: 'a camera action is for quick reply buttons only',
    accepted: buttonsTemplate({ actions: [datetimeAction()] }),
    refused: buttonsTemplate({ actions: [{ type: 'camera', label: 'ถ่ายรูป' }] }),
    detail: { property: `${TEMPLATE}.actions[0].type`, message: MESSAGE_ACTIONS },
  },
  {
    rule: 'an image carousel column’s label is at most 12 characters',
    accepted: templateMessage({
      type: 'image_carousel',
      columns: [
        { imageUrl: 'https://media.test/c.jpg', action: messageAction({ label: 'ก'.repeat(12) }) },
      ],
    }),
    refused: templateMessage({
      type: 'image_carousel',
      columns: [
        { imageUrl: 'https://media.test/c.jpg', action: messageAction({ label: 'ก'.repeat(13) }) },
      ],
    }),
    detail: {
      property: `${TEMPLATE}.columns[0].action.label`,
      message: 'Length must be between 0 and 12',
    },
  },
];

const OTHER_RULES: RuleCase[] = [
  {
    rule: 'an imagemap’s baseSize.width is 1040',
    accepted: imagemap(),
    refused: imagemap({ baseSize: { width: 500, height: 500 } }),
    detail: { property: 'messages[0].baseSize.width', message: 'Must be 1040' },
  },
  {
    rule: 'a sender’s name is at most 20 characters',
    accepted: {
      ...textMessage(),
      sender: { name: 'ก'.repeat(20), iconUrl: 'https://media.test/i.png' },
    },
    refused: { ...textMessage(), sender: { name: 'ก'.repeat(21) } },
    detail: { property: 'messages[0].sender.name', message: 'Length must be between 0 and 20' },
  },
];

describe('quick reply', () => specifyRules(() => app, QUICK_REPLY_RULES));
describe('actions', () => specifyRules(() => app, ACTION_RULES));
describe('template rules', () => specifyRules(() => app, TEMPLATE_RULES));
describe('imagemap and sender rules', () => specifyRules(() => app, OTHER_RULES));
