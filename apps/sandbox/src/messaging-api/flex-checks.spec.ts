import type { SandboxApp } from '../app';
import { testApp } from '../testing/test-app';
import { refusalBody, specifyRules, type RuleCase } from './rule-case-kit';
import { post, validate } from './test-kit';

let app: SandboxApp;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(async () => {
  await app.close();
});

type Json = Record<string, unknown>;

const flex = (contents: unknown, altText = 'ผลตรวจสุขภาพ'): Json => ({
  type: 'flex',
  altText,
  contents,
});
const box = (contents: unknown[], extra: Json = {}): Json => ({
  type: 'box',
  layout: 'vertical',
  contents,
  ...extra,
});
const bubble = (extra: Json = {}): Json => ({
  type: 'bubble',
  body: box([{ type: 'text', text: 'นัดตรวจสุขภาพประจำปี' }]),
  ...extra,
});
/** A flex bubble whose body holds these components. */
const holding = (...components: unknown[]) => flex(bubble({ body: box(components) }));
const text = (extra: Json = {}): Json => ({ type: 'text', text: 'วันพุธ 9:00 น.', ...extra });
const image = (extra: Json = {}): Json => ({
  type: 'image',
  url: 'https://media.test/clinic.jpg',
  ...extra,
});
const icon = (extra: Json = {}): Json => ({
  type: 'icon',
  url: 'https://media.test/star.png',
  ...extra,
});
const uriAction = (extra: Json = {}): Json => ({
  type: 'uri',
  label: 'ดูรายละเอียด',
  uri: 'https://moph.go.th',
  ...extra,
});
const button = (extra: Json = {}): Json => ({ type: 'button', action: uriAction(), ...extra });
const video = (extra: Json = {}): Json => ({
  type: 'video',
  url: 'https://media.test/clip.mp4',
  previewUrl: 'https://media.test/clip.jpg',
  altContent: image(),
  aspectRatio: '16:9',
  ...extra,
});
const gradient = (extra: Json = {}): Json => ({
  type: 'linearGradient',
  angle: '90deg',
  startColor: '#FFFF00',
  endColor: '#0080FF',
  ...extra,
});
const repeat = (count: number, item: unknown) => Array.from({ length: count }, () => item);
/** `count` boxes, each inside the one before, a text in the innermost. */
const nestedBoxes = (count: number): Json =>
  count === 1 ? box([text()]) : box([nestedBoxes(count - 1)]);

const CONTENTS = 'messages[0].contents';
const BODY = `${CONTENTS}.body`;
const FIRST = `${BODY}.contents[0]`;
const BOX_CHILDREN =
  'Must be one of the following values: [box, button, image, text, separator, filler]';
const MESSAGE_ACTIONS =
  'Must be one of the following values: [postback, message, uri, datetimepicker, clipboard]';

const CONTAINER_RULES: RuleCase[] = [
  {
    rule: 'altText is 1..1500 characters',
    accepted: flex(bubble(), 'ก'.repeat(1500)),
    refused: flex(bubble(), 'ก'.repeat(1501)),
    detail: { property: 'messages[0].altText', message: 'Length must be between 0 and 1500' },
  },
  {
    rule: 'a container is a bubble or a carousel',
    accepted: flex({ type: 'carousel', contents: [bubble()] }),
    refused: flex({ type: 'bubbles', contents: [bubble()] }),
    detail: {
      property: `${CONTENTS}.type`,
      message: 'Must be one of the following values: [bubble, carousel]',
    },
  },
  {
    rule: 'a carousel holds 1 to 12 bubbles',
    accepted: flex({ type: 'carousel', contents: repeat(12, bubble()) }),
    refused: flex({ type: 'carousel', contents: repeat(13, bubble()) }),
    detail: { property: `${CONTENTS}.contents`, message: 'Size must be between 1 and 12' },
  },
  {
    rule: 'a bubble’s JSON is at most 30 KB',
    accepted: holding(text({ text: 'ก'.repeat(10_000) })),
    refused: holding(text({ text: 'ก'.repeat(10_300) })),
    detail: { property: CONTENTS, message: 'The JSON size must be at most 30720 bytes' },
  },
  {
    rule: 'a bubble has only the properties LINE knows',
    accepted: flex(bubble({ size: 'kilo' })),
    refused: flex(bubble({ color: '#ff0000' })),
    detail: { property: `${CONTENTS}.color`, message: "Unrecognized field 'color'" },
  },
  {
    rule: 'a bubble’s size is nano, micro, deca, hecto, kilo, mega or giga',
    accepted: flex(bubble({ size: 'giga' })),
    refused: flex(bubble({ size: 'huge' })),
    detail: {
      property: `${CONTENTS}.size`,
      message: 'Must be one of the following values: [nano, micro, deca, hecto, kilo, mega, giga]',
    },
  },
  {
    rule: 'a bubble’s direction is ltr or rtl',
    accepted: flex(bubble({ direction: 'rtl' })),
    refused: flex(bubble({ direction: 'ttb' })),
    detail: {
      property: `${CONTENTS}.direction`,
      message: 'Must be one of the following values: [ltr, rtl]',
    },
  },
  {
    rule: 'a bubble’s body is a box, not a string',
    accepted: flex(bubble()),
    refused: flex(bubble({ body: 'นัดตรวจสุขภาพประจำปี' })),
    detail: { property: BODY, message: 'Must be an object' },
  },
  {
    rule: 'a bubble’s header is a box',
    accepted: flex(bubble({ header: box([text()]) })),
    refused: flex(bubble({ header: image() })),
    detail: {
      property: `${CONTENTS}.header.type`,
      message: 'Must be one of the following values: [box]',
    },
  },
  {
    rule: 'a bubble’s hero is a box, an image or a video',
    accepted: flex(bubble({ hero: video() })),
    refused: flex(bubble({ hero: text() })),
    detail: {
      property: `${CONTENTS}.hero.type`,
      message: 'Must be one of the following values: [box, image, video]',
    },
  },
  {
    rule: 'a block style has backgroundColor, separator (a boolean) and separatorColor',
    accepted: flex(bubble({ styles: { footer: { separator: true, separatorColor: '#000000' } } })),
    refused: flex(bubble({ styles: { footer: { separator: 'yes' } } })),
    detail: { property: `${CONTENTS}.styles.footer.separator`, message: 'Must be a boolean' },
  },
  {
    rule: 'a block style has no other property',
    accepted: flex(bubble({ styles: { body: { backgroundColor: '#FFFFFF' } } })),
    refused: flex(bubble({ styles: { body: { color: '#FFFFFF' } } })),
    detail: { property: `${CONTENTS}.styles.body.color`, message: "Unrecognized field 'color'" },
  },
  {
    rule: 'a rich menu switch action is for rich menus only',
    accepted: flex(bubble({ action: uriAction() })),
    refused: flex(
      bubble({ action: { type: 'richmenuswitch', richMenuAliasId: 'menu-b', data: 'b' } }),
    ),
    detail: { property: `${CONTENTS}.action.type`, message: MESSAGE_ACTIONS },
  },
];

const BOX_RULES: RuleCase[] = [
  {
    rule: 'a box needs a layout',
    accepted: holding(text()),
    refused: flex(bubble({ body: { type: 'box', contents: [text()] } })),
    detail: { property: `${BODY}.layout`, message: 'May not be empty' },
  },
  {
    rule: 'a box’s layout is horizontal, vertical or baseline',
    accepted: flex(bubble({ body: box([text()], { layout: 'horizontal' }) })),
    refused: flex(bubble({ body: box([text()], { layout: 'grid' }) })),
    detail: {
      property: `${BODY}.layout`,
      message: 'Must be one of the following values: [horizontal, vertical, baseline]',
    },
  },
  {
    rule: 'a box needs contents, an array (which may be empty)',
    accepted: flex(bubble({ body: box([]) })),
    refused: flex(bubble({ body: { type: 'box', layout: 'vertical', contents: text() } })),
    detail: { property: `${BODY}.contents`, message: 'Must be an array' },
  },
  {
    rule: 'justifyContent is one of the flexbox values',
    accepted: flex(bubble({ body: box([text()], { justifyContent: 'space-evenly' }) })),
    refused: flex(bubble({ body: box([text()], { justifyContent: 'middle' }) })),
    detail: {
      property: `${BODY}.justifyContent`,
      message:
        'Must be one of the following values: [center, flex-start, flex-end, space-between, space-around, space-evenly]',
    },
  },
  {
    rule: 'alignItems is center, flex-start or flex-end',
    accepted: flex(bubble({ body: box([text()], { alignItems: 'flex-end' }) })),
    refused: flex(bubble({ body: box([text()], { alignItems: 'stretch' }) })),
    detail: {
      property: `${BODY}.alignItems`,
      message: 'Must be one of the following values: [center, flex-start, flex-end]',
    },
  },
  {
    rule: 'position is relative or absolute',
    accepted: holding(box([text()], { position: 'absolute', offsetTop: '10px' })),
    refused: holding(box([text()], { position: 'fixed' })),
    detail: {
      property: `${FIRST}.position`,
      message: 'Must be one of the following values: [relative, absolute]',
    },
  },
  {
    rule: 'a box’s background is a linear gradient',
    accepted: flex(bubble({ body: box([text()], { background: gradient() }) })),
    refused: flex(
      bubble({ body: box([text()], { background: gradient({ type: 'radialGradient' }) }) }),
    ),
    detail: {
      property: `${BODY}.background.type`,
      message: 'Must be one of the following values: [linearGradient]',
    },
  },
  {
    rule: 'a linear gradient needs its angle and both end colours',
    accepted: flex(
      bubble({ body: box([text()], { background: gradient({ centerColor: '#FFFFFF' }) }) }),
    ),
    refused: flex(
      bubble({ body: box([text()], { background: gradient({ endColor: undefined }) }) }),
    ),
    detail: { property: `${BODY}.background.endColor`, message: 'May not be empty' },
  },
  {
    rule: 'a box’s action is an action whose label is at most 40 characters',
    accepted: holding(box([text()], { action: uriAction({ label: 'ก'.repeat(40) }) })),
    refused: holding(box([text()], { action: uriAction({ label: 'ก'.repeat(41) }) })),
    detail: { property: `${FIRST}.action.label`, message: 'Length must be between 0 and 40' },
  },
  {
    rule: 'flex is an integer of 0 or more',
    accepted: holding(box([text()], { flex: 0 })),
    refused: holding(box([text()], { flex: 1.5 })),
    detail: { property: `${FIRST}.flex`, message: 'Must be an integer' },
  },
  {
    rule: 'a baseline box holds icons, texts and fillers',
    accepted: holding(box([icon(), text(), { type: 'filler' }], { layout: 'baseline' })),
    refused: holding(box([image()], { layout: 'baseline' })),
    detail: {
      property: `${FIRST}.contents[0].type`,
      message: 'Must be one of the following values: [icon, text, filler]',
    },
  },
  {
    rule: 'a component of an unknown type (the retired spacer) is refused',
    accepted: holding(box([], { margin: 'sm' })),
    refused: holding({ type: 'spacer', size: 'sm' }),
    detail: { property: `${FIRST}.type`, message: BOX_CHILDREN },
  },
  {
    rule: 'boxes nest at most 50 deep',
    accepted: flex(bubble({ body: nestedBoxes(50) })),
    refused: flex(bubble({ body: nestedBoxes(51) })),
    detail: {
      property: `${BODY}${'.contents[0]'.repeat(50)}`,
      message: 'Boxes may be nested at most 50 deep',
    },
  },
];

const TEXT_RULES: RuleCase[] = [
  {
    rule: 'a text needs text or spans',
    accepted: holding({ type: 'text', contents: [{ type: 'span', text: 'นัด' }] }),
    refused: holding({ type: 'text', wrap: true }),
    detail: { property: `${FIRST}.text`, message: 'May not be empty' },
  },
  {
    rule: 'a text’s weight is regular or bold',
    accepted: holding(text({ weight: 'bold' })),
    refused: holding(text({ weight: 'heavy' })),
    detail: {
      property: `${FIRST}.weight`,
      message: 'Must be one of the following values: [regular, bold]',
    },
  },
  {
    rule: 'a text has only the properties LINE knows',
    accepted: holding(text({ size: 'sm', color: '#666666' })),
    refused: holding(text({ foo: 'bar' })),
    detail: { property: `${FIRST}.foo`, message: "Unrecognized field 'foo'" },
  },
  {
    rule: 'a text’s align is start, end or center',
    accepted: holding(text({ align: 'end' })),
    refused: holding(text({ align: 'justify' })),
    detail: {
      property: `${FIRST}.align`,
      message: 'Must be one of the following values: [start, end, center]',
    },
  },
  {
    rule: 'a text’s gravity is top, bottom or center',
    accepted: holding(text({ gravity: 'center' })),
    refused: holding(text({ gravity: 'middle' })),
    detail: {
      property: `${FIRST}.gravity`,
      message: 'Must be one of the following values: [top, bottom, center]',
    },
  },
  {
    rule: 'a text’s style is normal or italic',
    accepted: holding(text({ style: 'italic' })),
    refused: holding(text({ style: 'oblique' })),
    detail: {
      property: `${FIRST}.style`,
      message: 'Must be one of the following values: [normal, italic]',
    },
  },
  {
    rule: 'a text’s decoration is none, underline or line-through',
    accepted: holding(text({ decoration: 'line-through' })),
    refused: holding(text({ decoration: 'overline' })),
    detail: {
      property: `${FIRST}.decoration`,
      message: 'Must be one of the following values: [none, underline, line-through]',
    },
  },
  {
    rule: 'adjustMode is shrink-to-fit',
    accepted: holding(text({ adjustMode: 'shrink-to-fit' })),
    refused: holding(text({ adjustMode: 'shrink' })),
    detail: {
      property: `${FIRST}.adjustMode`,
      message: 'Must be one of the following values: [shrink-to-fit]',
    },
  },
  {
    rule: 'wrap is a boolean',
    accepted: holding(text({ wrap: true, lineSpacing: '4px' })),
    refused: holding(text({ wrap: 'true' })),
    detail: { property: `${FIRST}.wrap`, message: 'Must be a boolean' },
  },
  {
    rule: 'maxLines is an integer of 0 or more',
    accepted: holding(text({ maxLines: 0 })),
    refused: holding(text({ maxLines: -1 })),
    detail: { property: `${FIRST}.maxLines`, message: 'Must be greater than or equal to 0' },
  },
  {
    rule: 'a span’s decoration is none, underline or line-through',
    accepted: holding({ type: 'text', contents: [{ type: 'span', text: 'ด่วน', weight: 'bold' }] }),
    refused: holding({
      type: 'text',
      contents: [{ type: 'span', text: 'ด่วน', decoration: 'blink' }],
    }),
    detail: {
      property: `${FIRST}.contents[0].decoration`,
      message: 'Must be one of the following values: [none, underline, line-through]',
    },
  },
  {
    rule: 'a span needs text',
    accepted: holding({ type: 'text', contents: [{ type: 'span', text: 'ด่วน' }] }),
    refused: holding({ type: 'text', contents: [{ type: 'span', color: '#FF0000' }] }),
    detail: { property: `${FIRST}.contents[0].text`, message: 'May not be empty' },
  },
  {
    rule: 'a span belongs in a text, not in a box',
    accepted: holding({ type: 'text', contents: [{ type: 'span', text: 'ด่วน' }] }),
    refused: holding({ type: 'span', text: 'ด่วน' }),
    detail: { property: `${FIRST}.type`, message: BOX_CHILDREN },
  },
];

const BUTTON_RULES: RuleCase[] = [
  {
    rule: 'a button needs an action',
    accepted: holding(button()),
    refused: holding({ type: 'button', style: 'primary' }),
    detail: { property: `${FIRST}.action`, message: 'May not be empty' },
  },
  {
    rule: 'a button’s label is required',
    accepted: holding(button({ action: uriAction({ label: 'โทร' }) })),
    refused: holding(button({ action: uriAction({ label: undefined }) })),
    detail: { property: `${FIRST}.action.label`, message: 'May not be empty' },
  },
  {
    rule: 'a button’s label is at most 40 characters',
    accepted: holding(button({ action: uriAction({ label: 'ก'.repeat(40) }) })),
    refused: holding(button({ action: uriAction({ label: 'ก'.repeat(41) }) })),
    detail: { property: `${FIRST}.action.label`, message: 'Length must be between 0 and 40' },
  },
  {
    rule: 'a button’s style is primary, secondary or link',
    accepted: holding(button({ style: 'secondary' })),
    refused: holding(button({ style: 'ghost' })),
    detail: {
      property: `${FIRST}.style`,
      message: 'Must be one of the following values: [primary, secondary, link]',
    },
  },
  {
    rule: 'a button’s height is sm or md',
    accepted: holding(button({ height: 'sm' })),
    refused: holding(button({ height: 'lg' })),
    detail: {
      property: `${FIRST}.height`,
      message: 'Must be one of the following values: [sm, md]',
    },
  },
  {
    rule: 'a button’s gravity is top, bottom or center',
    accepted: holding(button({ gravity: 'bottom' })),
    refused: holding(button({ gravity: 'baseline' })),
    detail: {
      property: `${FIRST}.gravity`,
      message: 'Must be one of the following values: [top, bottom, center]',
    },
  },
  {
    rule: 'a camera action is for quick reply buttons only',
    accepted: holding(button({ action: { type: 'message', label: 'ยืนยัน', text: 'ยืนยัน' } })),
    refused: holding(button({ action: { type: 'camera', label: 'ถ่ายรูป' } })),
    detail: { property: `${FIRST}.action.type`, message: MESSAGE_ACTIONS },
  },
];

const IMAGE_RULES: RuleCase[] = [
  {
    rule: 'an image needs a url',
    accepted: holding(image()),
    refused: holding({ type: 'image', size: 'full' }),
    detail: { property: `${FIRST}.url`, message: 'May not be empty' },
  },
  {
    rule: 'an image’s url is https',
    accepted: holding(image()),
    refused: holding(image({ url: 'http://media.test/clinic.jpg' })),
    detail: { property: `${FIRST}.url`, message: 'Must be an HTTPS URL' },
  },
  {
    rule: 'an image’s url is at most 2000 characters',
    accepted: holding(image({ url: `https://media.test/${'a'.repeat(1981)}` })),
    refused: holding(image({ url: `https://media.test/${'a'.repeat(1982)}` })),
    detail: { property: `${FIRST}.url`, message: 'Length must be between 0 and 2000' },
  },
  {
    rule: 'an image’s aspectMode is cover or fit',
    accepted: holding(image({ aspectMode: 'cover' })),
    refused: holding(image({ aspectMode: 'fill' })),
    detail: {
      property: `${FIRST}.aspectMode`,
      message: 'Must be one of the following values: [cover, fit]',
    },
  },
  {
    rule: 'aspectRatio’s height is at most three times its width',
    accepted: holding(image({ aspectRatio: '1:3' }), image({ aspectRatio: '1.91:1' })),
    refused: holding(image({ aspectRatio: '1:4' })),
    detail: {
      property: `${FIRST}.aspectRatio`,
      message:
        'Must be {width}:{height}, each between 1 and 100000, the height at most 3 times the width',
    },
  },
  {
    rule: 'aspectRatio’s width and height are 1 to 100000',
    accepted: holding(image({ aspectRatio: '100000:1' })),
    refused: holding(image({ aspectRatio: '100001:1' })),
    detail: {
      property: `${FIRST}.aspectRatio`,
      message:
        'Must be {width}:{height}, each between 1 and 100000, the height at most 3 times the width',
    },
  },
  {
    rule: 'an image’s align is start, end or center',
    accepted: holding(image({ align: 'start', gravity: 'top' })),
    refused: holding(image({ align: 'left' })),
    detail: {
      property: `${FIRST}.align`,
      message: 'Must be one of the following values: [start, end, center]',
    },
  },
  {
    rule: 'at most 10 images of a message are animated',
    accepted: flex({
      type: 'carousel',
      contents: repeat(10, bubble({ hero: image({ animated: true }) })),
    }),
    refused: flex({
      type: 'carousel',
      contents: repeat(11, bubble({ hero: image({ animated: true }) })),
    }),
    detail: { property: CONTENTS, message: 'At most 10 images may be animated' },
  },
];

const VIDEO_ICON_RULES: RuleCase[] = [
  {
    rule: 'a video needs its alternative content',
    accepted: flex(bubble({ hero: video() })),
    refused: flex(bubble({ hero: video({ altContent: undefined }) })),
    detail: { property: `${CONTENTS}.hero.altContent`, message: 'May not be empty' },
  },
  {
    rule: 'a video’s alternative content is a box or an image',
    accepted: flex(bubble({ hero: video({ altContent: box([image()]) }) })),
    refused: flex(bubble({ hero: video({ altContent: text() }) })),
    detail: {
      property: `${CONTENTS}.hero.altContent.type`,
      message: 'Must be one of the following values: [box, image]',
    },
  },
  {
    rule: 'a video’s preview is https',
    accepted: flex(bubble({ hero: video() })),
    refused: flex(bubble({ hero: video({ previewUrl: 'http://media.test/clip.jpg' }) })),
    detail: { property: `${CONTENTS}.hero.previewUrl`, message: 'Must be an HTTPS URL' },
  },
  {
    rule: 'a video’s action is a uri action',
    accepted: flex(bubble({ hero: video({ action: uriAction() }) })),
    refused: flex(bubble({ hero: video({ action: { type: 'message', text: 'ดู' } }) })),
    detail: {
      property: `${CONTENTS}.hero.action.type`,
      message: 'Must be one of the following values: [uri]',
    },
  },
  {
    rule: 'a video is a bubble’s hero only',
    accepted: flex(bubble({ hero: video() })),
    refused: holding(video()),
    detail: { property: `${FIRST}.type`, message: BOX_CHILDREN },
  },
  {
    rule: 'an icon is for baseline boxes only',
    accepted: holding(box([icon({ size: 'sm' }), text()], { layout: 'baseline' })),
    refused: holding(icon()),
    detail: { property: `${FIRST}.type`, message: BOX_CHILDREN },
  },
  {
    rule: 'an icon has no flex (LINE fixes it to 0)',
    accepted: holding(box([icon({ scaling: true }), text({ flex: 0 })], { layout: 'baseline' })),
    refused: holding(box([icon({ flex: 1 })], { layout: 'baseline' })),
    detail: { property: `${FIRST}.contents[0].flex`, message: "Unrecognized field 'flex'" },
  },
  {
    rule: 'a separator has margin and color only',
    accepted: holding(text(), { type: 'separator', margin: 'md', color: '#DDDDDD' }),
    refused: holding(text(), { type: 'separator', size: 'md' }),
    detail: { property: `${BODY}.contents[1].size`, message: "Unrecognized field 'size'" },
  },
  {
    rule: 'a filler’s flex is 0 or more',
    accepted: holding({ type: 'filler', flex: 2 }),
    refused: holding({ type: 'filler', flex: -1 }),
    detail: { property: `${FIRST}.flex`, message: 'Must be greater than or equal to 0' },
  },
];

describe('flex containers', () => specifyRules(() => app, CONTAINER_RULES));
describe('flex boxes', () => specifyRules(() => app, BOX_RULES));
describe('flex texts and spans', () => specifyRules(() => app, TEXT_RULES));
describe('flex buttons', () => specifyRules(() => app, BUTTON_RULES));
describe('flex images', () => specifyRules(() => app, IMAGE_RULES));
describe('flex videos, icons, separators and fillers', () =>
  specifyRules(() => app, VIDEO_ICON_RULES));

/** In the style of LINE's "Brown Cafe" sample bubble (the retired spacer an empty box). */
const CAFE_BUBBLE = {
  type: 'bubble',
  hero: {
    type: 'image',
    url: 'https://scdn.line-apps.com/n/channel_devcenter/img/fx/01_1_cafe.png',
    size: 'full',
    aspectRatio: '20:13',
    aspectMode: 'cover',
    action: { type: 'uri', uri: 'https://line.me/' },
  },
  body: {
    type: 'box',
    layout: 'vertical',
    contents: [
      { type: 'text', text: 'Brown Cafe', weight: 'bold', size: 'xl' },
      {
        type: 'box',
        layout: 'baseline',
        margin: 'md',
        contents: [
          ...repeat(4, {
            type: 'icon',
            size: 'sm',
            url: 'https://scdn.line-apps.com/n/channel_devcenter/img/fx/review_gold_star_28.png',
          }),
          {
            type: 'icon',
            size: 'sm',
            url: 'https://scdn.line-apps.com/n/channel_devcenter/img/fx/review_gray_star_28.png',
          },
          { type: 'text', text: '4.0', size: 'sm', color: '#999999', margin: 'md', flex: 0 },
        ],
      },
      {
        type: 'box',
        layout: 'vertical',
        margin: 'lg',
        spacing: 'sm',
        contents: [
          ['Place', 'Flex Tower, 7-7-4 Midori-ku, Tokyo'],
          ['Time', '10:00 - 23:00'],
        ].map(([label, value]) => ({
          type: 'box',
          layout: 'baseline',
          spacing: 'sm',
          contents: [
            { type: 'text', text: label, color: '#aaaaaa', size: 'sm', flex: 1 },
            { type: 'text', text: value, wrap: true, color: '#666666', size: 'sm', flex: 5 },
          ],
        })),
      },
    ],
  },
  footer: {
    type: 'box',
    layout: 'vertical',
    spacing: 'sm',
    flex: 0,
    contents: [
      {
        type: 'button',
        style: 'link',
        height: 'sm',
        action: { type: 'uri', label: 'CALL', uri: 'tel:0212345678' },
      },
      {
        type: 'button',
        style: 'link',
        height: 'sm',
        action: { type: 'uri', label: 'WEBSITE', uri: 'https://line.me/' },
      },
      { type: 'box', layout: 'vertical', contents: [], margin: 'sm' },
    ],
  },
};

describe('whole flex messages', () => {
  it('takes a bubble in the style of LINE’s Brown Cafe sample', async () => {
    const response = await validate(app, [flex(CAFE_BUBBLE, 'Brown Cafe')]);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: {},
    });
  });

  it('refuses a body nested far too deep with a detail, without failing itself', async () => {
    const depth = 200_000;
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const body = JSON.stringify({ messages: [holding(text())] }).replace(
      '"contents":[{"type":"text"',
      `"contents":[${deep},{"type":"text"`,
    );
    const response = await post(app, '/v2/bot/message/validate/push', body, {
      'content-type': 'application/json',
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 400,
      body: refusalBody({
        property: CONTENTS,
        message: 'The JSON may be nested at most 120 levels deep',
      }),
    });
  });
});
