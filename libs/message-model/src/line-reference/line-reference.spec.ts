/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { customSchema, validateCustomJson, validateCustomObject } from '../custom';
import {
  brownCafeBubble,
  brownCafeFlex,
  buttonsTemplate,
  carouselTemplate,
  confirmTemplate,
  flexCarousel,
  imageCarouselTemplate,
  imagemapWithVideo,
  locationMessage,
  stickerMessage,
  textWithQuickReply,
} from '../fixtures/line-samples';
import { checkForLine } from '../line-check';
import type { ComposerMessage, MessageDraft } from '../types';
import { validateDrafts, validateMessages } from '../validate';

type Json = Record<string, unknown>;

const flex = (contents: unknown) => ({ type: 'flex', altText: 'ข่าว', contents });
const bubbleBody = (...contents: unknown[]) => ({
  type: 'bubble',
  body: { type: 'box', layout: 'vertical', contents },
});
const template = (body: Json) => ({ type: 'template', altText: 'เลือก', template: body });
const buttons = (over: Json) => template({ ...buttonsTemplate().template, ...over });
const postback = (label: string) => ({ type: 'postback', label, data: 'x' });
const quickReply = (items: unknown[]) => ({ type: 'text', text: 'เลือก', quickReply: { items } });
const quickItem = (action: Json) => ({ type: 'action', action });
const imagemap = (over: Json) => ({ ...imagemapWithVideo(), ...over });
const area = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
const times = <T>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: n }, (_, i) => make(i));
const carouselColumn = (actions: number, over: Json = {}) => ({
  text: 'คำอธิบาย',
  actions: times(actions, (i) => postback(`ปุ่ม ${i + 1}`)),
  ...over,
});
const withBody = (component: Json) =>
  flex(bubbleBody({ type: 'text', text: 'หัวข้อ' }, { type: 'separator' }, component));

interface Refusal {
  name: string;
  message: unknown;
  path: string;
  says: string;
}

/** Custom JSON LINE refuses, each with the one issue it gets (path inside the message). */
const REFUSED: Refusal[] = [
  // The gaps staff met: every one of these was saved, then LINE refused every send batch.
  {
    name: 'a flex bubble whose body is a string',
    message: flex({ type: 'bubble', body: 'สวัสดี' }),
    path: 'contents.body',
    says: 'ต้องเป็นออบเจ็กต์ JSON',
  },
  {
    name: 'a flex container of unknown type',
    message: flex({ type: 'bubbles', contents: [] }),
    path: 'contents.type',
    says: 'ค่าที่ใช้ได้: bubble, carousel',
  },
  {
    name: 'a flex carousel of 13 bubbles',
    message: flex({ type: 'carousel', contents: times(13, () => bubbleBody()) }),
    path: 'contents.contents',
    says: 'ต้องมี 1–12 รายการ',
  },
  {
    name: 'a bubble over 30 KB',
    message: flex(bubbleBody({ type: 'text', text: 'ก'.repeat(10_000) })),
    path: 'contents',
    says: 'ขนาด JSON ต้องไม่เกิน 30 KB',
  },
  {
    name: 'a template carousel of 11 columns',
    message: template({ type: 'carousel', columns: times(11, () => carouselColumn(1)) }),
    path: 'template.columns',
    says: 'ต้องมี 1–10 รายการ',
  },
  {
    name: 'buttons with 5 actions',
    message: buttons({ actions: times(5, (i) => postback(`${i}`)) }),
    path: 'template.actions',
    says: 'ต้องมี 1–4 รายการ',
  },
  {
    name: 'buttons with 200-character text',
    message: template({ type: 'buttons', text: 'ก'.repeat(200), actions: [postback('ตกลง')] }),
    path: 'template.text',
    says: 'ต้องไม่เกิน 160 ตัวอักษร',
  },
  {
    name: 'an unknown template type',
    message: template({ type: 'list', text: 'x', actions: [postback('ตกลง')] }),
    path: 'template.type',
    says: 'ค่าที่ใช้ได้: buttons, confirm, carousel, image_carousel',
  },
  {
    name: '14 quick-reply items',
    message: quickReply(times(14, (i) => quickItem({ type: 'message', label: `${i}`, text: 'x' }))),
    path: 'quickReply.items',
    says: 'ต้องมี 1–13 รายการ',
  },
  {
    name: 'an imagemap whose baseSize.width is 500',
    message: imagemap({
      baseSize: { width: 500, height: 500 },
      video: undefined,
      actions: [{ type: 'message', text: 'x', area: area(0, 0, 500, 500) }],
    }),
    path: 'baseSize.width',
    says: 'baseSize.width ต้องเป็น 1040',
  },

  // Messages and quick replies.
  {
    name: 'an unknown property, named',
    message: { type: 'text', text: 'สวัสดี', txt: 'x' },
    path: 'txt',
    says: 'ไม่รู้จักคุณสมบัติ "txt"',
  },
  {
    name: 'a text of 5,001 characters',
    message: { type: 'text', text: 'ก'.repeat(5001) },
    path: 'text',
    says: 'ต้องไม่เกิน 5,000 ตัวอักษร',
  },
  {
    name: 'a quick reply without items',
    message: { type: 'text', text: 'x', quickReply: {} },
    path: 'quickReply',
    says: 'JSON ขาดข้อมูลที่จำเป็น: items',
  },
  {
    name: 'a quick-reply button without a label',
    message: quickReply([quickItem({ type: 'message', text: 'x' })]),
    path: 'quickReply.items[0].action',
    says: 'JSON ขาดข้อมูลที่จำเป็น: label',
  },
  {
    name: 'a quick-reply label of 21 characters',
    message: quickReply([quickItem({ type: 'camera', label: 'ก'.repeat(21) })]),
    path: 'quickReply.items[0].action.label',
    says: 'ต้องไม่เกิน 20 ตัวอักษร',
  },
  {
    name: 'a quick-reply item that is not of type action',
    message: quickReply([{ type: 'button', action: { type: 'camera', label: 'ถ่าย' } }]),
    path: 'quickReply.items[0].type',
    says: 'ค่าที่ใช้ได้: action',
  },
  {
    name: 'a rich menu switch in a quick reply',
    message: quickReply([quickItem({ type: 'richmenuswitch', label: 'x', data: 'x' })]),
    path: 'quickReply.items[0].action.type',
    says: 'ค่าที่ใช้ได้: postback, message, uri, datetimepicker, clipboard, camera, cameraRoll, location',
  },
  {
    name: 'a location whose latitude is text',
    message: { ...locationMessage(), latitude: '13.7' },
    path: 'latitude',
    says: 'ต้องเป็นตัวเลข',
  },
  {
    name: 'a sticker id given as a number',
    message: { type: 'sticker', packageId: '446', stickerId: 1988 },
    path: 'stickerId',
    says: 'ต้องเป็นข้อความ',
  },

  // Imagemaps.
  {
    name: 'an imagemap area outside the image',
    message: imagemap({
      actions: [{ type: 'uri', linkUri: 'https://a.b', area: area(600, 0, 520, 100) }],
    }),
    path: 'actions[0].area',
    says: 'พื้นที่ต้องอยู่ภายในรูปภาพ',
  },
  {
    name: 'an imagemap area at a negative x',
    message: imagemap({
      actions: [{ type: 'uri', linkUri: 'https://a.b', area: area(-1, 0, 10, 10) }],
    }),
    path: 'actions[0].area.x',
    says: 'ต้องไม่น้อยกว่า 0',
  },
  {
    name: 'an imagemap area of fractional width',
    message: imagemap({ actions: [{ type: 'message', text: 'x', area: area(0, 0, 10.5, 10) }] }),
    path: 'actions[0].area.width',
    says: 'ต้องเป็นตัวเลขจำนวนเต็ม',
  },
  {
    name: 'an imagemap of 51 actions',
    message: imagemap({
      actions: times(51, () => ({ type: 'message', text: 'x', area: area(0, 0, 1, 1) })),
    }),
    path: 'actions',
    says: 'ต้องมี 1–50 รายการ',
  },
  {
    name: 'an imagemap message action of 401 characters',
    message: imagemap({
      actions: [{ type: 'message', text: 'ก'.repeat(401), area: area(0, 0, 1, 1) }],
    }),
    path: 'actions[0].text',
    says: 'ต้องไม่เกิน 400 ตัวอักษร',
  },
  {
    name: 'an imagemap link of 1,001 characters',
    message: imagemap({
      actions: [{ type: 'uri', linkUri: `https://a.b/${'x'.repeat(989)}`, area: area(0, 0, 1, 1) }],
    }),
    path: 'actions[0].linkUri',
    says: 'ต้องไม่เกิน 1,000 ตัวอักษร',
  },
  {
    name: 'a postback action on an imagemap',
    message: imagemap({ actions: [{ type: 'postback', data: 'x', area: area(0, 0, 1, 1) }] }),
    path: 'actions[0].type',
    says: 'ค่าที่ใช้ได้: uri, message, clipboard',
  },

  // Templates.
  {
    name: 'a confirm of 3 actions',
    message: template({
      type: 'confirm',
      text: 'แน่ใจ?',
      actions: times(3, (i) => postback(`${i}`)),
    }),
    path: 'template.actions',
    says: 'ต้องมี 2 รายการ',
  },
  {
    name: 'a confirm text of 241 characters',
    message: template({
      type: 'confirm',
      text: 'ก'.repeat(241),
      actions: [postback('ใช่'), postback('ไม่')],
    }),
    path: 'template.text',
    says: 'ต้องไม่เกิน 240 ตัวอักษร',
  },
  {
    name: 'a buttons text of 61 characters beside an image',
    message: buttons({ text: 'ก'.repeat(61) }),
    path: 'template.text',
    says: 'ต้องไม่เกิน 60 ตัวอักษรเมื่อมีรูปภาพหรือ title',
  },
  {
    name: 'a buttons title of 41 characters',
    message: buttons({ title: 'ก'.repeat(41) }),
    path: 'template.title',
    says: 'ต้องไม่เกิน 40 ตัวอักษร',
  },
  {
    name: 'a template action label of 21 characters',
    message: buttons({ actions: [postback('ก'.repeat(21))] }),
    path: 'template.actions[0].label',
    says: 'ต้องไม่เกิน 20 ตัวอักษร',
  },
  {
    name: 'a template button without a label',
    message: buttons({ actions: [{ type: 'message', text: 'x' }] }),
    path: 'template.actions[0]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: label',
  },
  {
    name: 'a camera action in a template',
    message: buttons({ actions: [{ type: 'camera', label: 'ถ่ายรูป' }] }),
    path: 'template.actions[0].type',
    says: 'ค่าที่ใช้ได้: postback, message, uri, datetimepicker, clipboard',
  },
  {
    name: 'an image aspect ratio LINE does not know',
    message: buttons({ imageAspectRatio: 'wide' }),
    path: 'template.imageAspectRatio',
    says: 'ค่าที่ใช้ได้: rectangle, square',
  },
  {
    name: 'an image size LINE does not know',
    message: buttons({ imageSize: 'fill' }),
    path: 'template.imageSize',
    says: 'ค่าที่ใช้ได้: cover, contain',
  },
  {
    name: 'a colour by name',
    message: buttons({ imageBackgroundColor: 'white' }),
    path: 'template.imageBackgroundColor',
    says: 'ต้องเป็นรหัสสีแบบ #RRGGBB หรือ #RRGGBBAA',
  },
  {
    name: 'carousel columns of different action counts',
    message: template({ type: 'carousel', columns: [carouselColumn(2), carouselColumn(1)] }),
    path: 'template.columns[1].actions',
    says: 'ทุกคอลัมน์ต้องมีจำนวน actions เท่ากัน',
  },
  {
    name: 'a carousel column of 4 actions',
    message: template({ type: 'carousel', columns: [carouselColumn(4)] }),
    path: 'template.columns[0].actions',
    says: 'ต้องมี 1–3 รายการ',
  },
  {
    name: 'a carousel column text of 121 characters',
    message: template({
      type: 'carousel',
      columns: [carouselColumn(1, { text: 'ก'.repeat(121) })],
    }),
    path: 'template.columns[0].text',
    says: 'ต้องไม่เกิน 120 ตัวอักษร',
  },
  {
    name: 'a carousel column text of 61 characters under a title',
    message: template({
      type: 'carousel',
      columns: [carouselColumn(1, { title: 'เมนู', text: 'ก'.repeat(61) })],
    }),
    path: 'template.columns[0].text',
    says: 'ต้องไม่เกิน 60 ตัวอักษรเมื่อมีรูปภาพหรือ title',
  },
  {
    name: 'an image carousel label of 13 characters',
    message: template({
      type: 'image_carousel',
      columns: [{ imageUrl: 'https://a.b/1.jpg', action: postback('ก'.repeat(13)) }],
    }),
    path: 'template.columns[0].action.label',
    says: 'ต้องไม่เกิน 12 ตัวอักษร',
  },
  {
    name: 'an image carousel column without its action',
    message: template({ type: 'image_carousel', columns: [{ imageUrl: 'https://a.b/1.jpg' }] }),
    path: 'template.columns[0]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: action',
  },

  // Flex components.
  {
    name: 'a text weight LINE does not know',
    message: withBody({ type: 'text', text: 'x', weight: 'heavy' }),
    path: 'contents.body.contents[2].weight',
    says: 'ค่าที่ใช้ได้: regular, bold',
  },
  {
    name: 'a text without text or spans',
    message: withBody({ type: 'text', size: 'sm' }),
    path: 'contents.body.contents[2]',
    says: 'ต้องมี text หรือ contents',
  },
  {
    name: 'a text of negative maxLines',
    message: withBody({ type: 'text', text: 'x', maxLines: -1 }),
    path: 'contents.body.contents[2].maxLines',
    says: 'ต้องไม่น้อยกว่า 0',
  },
  {
    name: 'a text wrap given as text',
    message: withBody({ type: 'text', text: 'x', wrap: 'true' }),
    path: 'contents.body.contents[2].wrap',
    says: 'ต้องเป็น true หรือ false',
  },
  {
    name: 'a text size LINE does not know',
    message: withBody({ type: 'text', text: 'x', size: 'huge' }),
    path: 'contents.body.contents[2].size',
    says: 'ค่าที่ใช้ได้: xxs, xs, sm, md, lg, xl, xxl, 3xl, 4xl, 5xl หรือค่าแบบ 10px',
  },
  {
    name: 'a span without text',
    message: withBody({ type: 'text', contents: [{ type: 'span', text: 'a' }, { type: 'span' }] }),
    path: 'contents.body.contents[2].contents[1]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: text',
  },
  {
    name: 'a box without layout',
    message: flex({ type: 'bubble', body: { type: 'box', contents: [] } }),
    path: 'contents.body',
    says: 'JSON ขาดข้อมูลที่จำเป็น: layout',
  },
  {
    name: 'a box layout LINE does not know',
    message: flex({ type: 'bubble', body: { type: 'box', layout: 'grid', contents: [] } }),
    path: 'contents.body.layout',
    says: 'ค่าที่ใช้ได้: horizontal, vertical, baseline',
  },
  {
    name: 'a box padding without its unit',
    message: withBody({ type: 'box', layout: 'vertical', contents: [], paddingAll: '12' }),
    path: 'contents.body.contents[2].paddingAll',
    says: 'ค่าที่ใช้ได้: none, xs, sm, md, lg, xl, xxl หรือค่าแบบ 10px หรือ 5%',
  },
  {
    name: 'an icon outside a baseline box',
    message: withBody({ type: 'icon', url: 'https://a.b/i.png' }),
    path: 'contents.body.contents[2].type',
    says: 'ค่าที่ใช้ได้: box, button, image, text, separator, filler',
  },
  {
    name: 'a button in a baseline box',
    message: flex(
      bubbleBody({
        type: 'box',
        layout: 'baseline',
        contents: [{ type: 'button', action: { type: 'message', label: 'x', text: 'x' } }],
      }),
    ),
    path: 'contents.body.contents[0].contents[0].type',
    says: 'ค่าที่ใช้ได้: icon, text, filler',
  },
  {
    name: 'a button without an action',
    message: withBody({ type: 'button', style: 'primary' }),
    path: 'contents.body.contents[2]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: action',
  },
  {
    name: 'a button whose action has no label',
    message: withBody({ type: 'button', action: { type: 'uri', uri: 'https://a.b' } }),
    path: 'contents.body.contents[2].action',
    says: 'JSON ขาดข้อมูลที่จำเป็น: label',
  },
  {
    name: 'a button style LINE does not know',
    message: withBody({ type: 'button', style: 'danger', action: postback('ตกลง') }),
    path: 'contents.body.contents[2].style',
    says: 'ค่าที่ใช้ได้: primary, secondary, link',
  },
  {
    name: 'a button height LINE does not know',
    message: withBody({ type: 'button', height: 'lg', action: postback('ตกลง') }),
    path: 'contents.body.contents[2].height',
    says: 'ค่าที่ใช้ได้: sm, md',
  },
  {
    name: 'a flex action label of 41 characters',
    message: withBody({ type: 'button', action: postback('ก'.repeat(41)) }),
    path: 'contents.body.contents[2].action.label',
    says: 'ต้องไม่เกิน 40 ตัวอักษร',
  },
  {
    name: 'an image without url',
    message: withBody({ type: 'image', size: 'full' }),
    path: 'contents.body.contents[2]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: url',
  },
  {
    name: 'an image aspect mode LINE does not know',
    message: withBody({ type: 'image', url: 'https://a.b/i.png', aspectMode: 'fill' }),
    path: 'contents.body.contents[2].aspectMode',
    says: 'ค่าที่ใช้ได้: cover, fit',
  },
  {
    name: 'an image taller than three times its width',
    message: withBody({ type: 'image', url: 'https://a.b/i.png', aspectRatio: '1:4' }),
    path: 'contents.body.contents[2].aspectRatio',
    says: 'ต้องอยู่ในรูปแบบ กว้าง:สูง เช่น 20:13 (แต่ละค่า 1–100000 และสูงไม่เกิน 3 เท่าของกว้าง)',
  },
  {
    name: 'an image aspect ratio not W:H',
    message: withBody({ type: 'image', url: 'https://a.b/i.png', aspectRatio: '16x9' }),
    path: 'contents.body.contents[2].aspectRatio',
    says: 'ต้องอยู่ในรูปแบบ กว้าง:สูง เช่น 20:13 (แต่ละค่า 1–100000 และสูงไม่เกิน 3 เท่าของกว้าง)',
  },
  {
    name: 'a video outside the hero',
    message: withBody({ type: 'video', url: 'https://a.b/v.mp4', previewUrl: 'https://a.b/p.jpg' }),
    path: 'contents.body.contents[2].type',
    says: 'ค่าที่ใช้ได้: box, button, image, text, separator, filler',
  },
  {
    name: 'a hero video without its alternative content',
    message: flex({
      type: 'bubble',
      hero: { type: 'video', url: 'https://a.b/v.mp4', previewUrl: 'https://a.b/p.jpg' },
    }),
    path: 'contents.hero',
    says: 'JSON ขาดข้อมูลที่จำเป็น: altContent',
  },
  {
    name: 'a bubble size LINE does not know',
    message: flex({ ...brownCafeBubble(), size: 'huge' }),
    path: 'contents.size',
    says: 'ค่าที่ใช้ได้: nano, micro, deca, hecto, kilo, mega, giga',
  },
  {
    name: 'a bubble direction LINE does not know',
    message: flex({ ...brownCafeBubble(), direction: 'up' }),
    path: 'contents.direction',
    says: 'ค่าที่ใช้ได้: ltr, rtl',
  },
  {
    name: 'a footer that is not a box',
    message: flex({ type: 'bubble', footer: { type: 'text', text: 'x' } }),
    path: 'contents.footer.type',
    says: 'ค่าที่ใช้ได้: box',
  },
  {
    name: 'a bubble style that is not an object',
    message: flex({ ...brownCafeBubble(), styles: { footer: true } }),
    path: 'contents.styles.footer',
    says: 'ต้องเป็นออบเจ็กต์ JSON',
  },
  {
    name: 'a gradient without its colours',
    message: withBody({
      type: 'box',
      layout: 'vertical',
      contents: [],
      background: { type: 'linearGradient', angle: '90deg' },
    }),
    path: 'contents.body.contents[2].background',
    says: 'JSON ขาดข้อมูลที่จำเป็น: startColor, endColor',
  },
  {
    name: 'a carousel holding something other than bubbles',
    message: flex({
      type: 'carousel',
      contents: [{ type: 'box', layout: 'vertical', contents: [] }],
    }),
    path: 'contents.contents[0].type',
    says: 'ค่าที่ใช้ได้: bubble',
  },
  {
    name: 'a flex message without altText',
    message: { type: 'flex', contents: brownCafeBubble() },
    path: '',
    says: 'JSON ขาดข้อมูลที่จำเป็น: altText',
  },
  {
    name: 'a flex altText of 1,501 characters',
    message: { type: 'flex', altText: 'ก'.repeat(1501), contents: brownCafeBubble() },
    path: 'altText',
    says: 'ต้องไม่เกิน 1,500 ตัวอักษร',
  },
  {
    name: 'a template altText of 401 characters',
    message: { ...confirmTemplate(), altText: 'ก'.repeat(401) },
    path: 'altText',
    says: 'ต้องไม่เกิน 400 ตัวอักษร',
  },

  // Action objects.
  {
    name: 'an action type LINE does not know',
    message: withBody({ type: 'button', action: { type: 'call', label: 'โทร' } }),
    path: 'contents.body.contents[2].action.type',
    says: 'ค่าที่ใช้ได้: postback, message, uri, datetimepicker, clipboard',
  },
  {
    name: 'a postback without data',
    message: buttons({ actions: [{ type: 'postback', label: 'ตกลง' }] }),
    path: 'template.actions[0]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: data',
  },
  {
    name: 'a postback data of 301 characters',
    message: buttons({ actions: [{ type: 'postback', label: 'ตกลง', data: 'x'.repeat(301) }] }),
    path: 'template.actions[0].data',
    says: 'ต้องมี 1–300 ตัวอักษร',
  },
  {
    name: 'a postback displayText of 301 characters',
    message: buttons({ actions: [{ ...postback('ตกลง'), displayText: 'x'.repeat(301) }] }),
    path: 'template.actions[0].displayText',
    says: 'ต้องไม่เกิน 300 ตัวอักษร',
  },
  {
    name: 'a postback with both text and displayText',
    message: buttons({ actions: [{ ...postback('ตกลง'), displayText: 'a', text: 'b' }] }),
    path: 'template.actions[0].text',
    says: 'ใช้ text คู่กับ displayText ไม่ได้',
  },
  {
    name: 'a message action without text',
    message: confirmTemplateWith({ type: 'message', label: 'ใช่', text: '' }),
    path: 'template.actions[0]',
    says: 'JSON ขาดข้อมูลที่จำเป็น: text',
  },
  {
    name: 'a message action text of 301 characters',
    message: confirmTemplateWith({ type: 'message', label: 'ใช่', text: 'x'.repeat(301) }),
    path: 'template.actions[0].text',
    says: 'ต้องมี 1–300 ตัวอักษร',
  },
  {
    name: 'a uri of 1,001 characters',
    message: confirmTemplateWith({
      type: 'uri',
      label: 'ดู',
      uri: `https://a.b/${'x'.repeat(989)}`,
    }),
    path: 'template.actions[0].uri',
    says: 'ต้องมี 1–1,000 ตัวอักษร',
  },
  {
    name: 'a datetime picker mode LINE does not know',
    message: confirmTemplateWith({ type: 'datetimepicker', label: 'วัน', data: 'x', mode: 'week' }),
    path: 'template.actions[0].mode',
    says: 'ค่าที่ใช้ได้: date, time, datetime',
  },
  {
    name: 'a datetime picker initial value in the wrong format',
    message: confirmTemplateWith({
      type: 'datetimepicker',
      label: 'วัน',
      data: 'x',
      mode: 'date',
      initial: '25/12/2017',
    }),
    path: 'template.actions[0].initial',
    says: 'ต้องอยู่ในรูปแบบ 2017-06-18',
  },
  {
    name: 'a clipboard text of 1,001 characters',
    message: confirmTemplateWith({
      type: 'clipboard',
      label: 'คัดลอก',
      clipboardText: 'x'.repeat(1001),
    }),
    path: 'template.actions[0].clipboardText',
    says: 'ต้องมี 1–1,000 ตัวอักษร',
  },
  {
    name: 'an unknown property of an action',
    message: confirmTemplateWith({ type: 'message', label: 'ใช่', text: 'ใช่', url: 'https://a.b' }),
    path: 'template.actions[0].url',
    says: 'ไม่รู้จักคุณสมบัติ "url"',
  },
];

function confirmTemplateWith(action: Json) {
  return template({ type: 'confirm', text: 'แน่ใจ?', actions: [action, postback('ไม่')] });
}

describe('LINE reference rules of custom messages', () => {
  it.each(REFUSED)('refuses $name', ({ message, path, says }) => {
    expect(validateCustomObject(message, '')).toEqual([{ path, message: says }]);
  });

  it.each([
    ['Brown Cafe flex bubble', brownCafeFlex()],
    ['flex carousel', flexCarousel()],
    ['buttons template', buttonsTemplate()],
    ['confirm template', confirmTemplate()],
    ['carousel template', carouselTemplate()],
    ['image carousel template', imageCarouselTemplate()],
    ['imagemap with a video', imagemapWithVideo()],
    ['text with quick reply', textWithQuickReply()],
    ['sticker', stickerMessage()],
    ['location', locationMessage()],
  ])("accepts LINE's own %s", (_, message) => {
    expect(validateCustomObject(message, '')).toEqual([]);
    expect(validateCustomJson(JSON.stringify(message, null, 2))).toEqual([]);
  });

  it('accepts them when a broadcast is saved and converts them unchanged', () => {
    const messages = [brownCafeFlex(), flexCarousel(), buttonsTemplate()] as ComposerMessage[];
    expect(checkForLine(messages)).toEqual({ ok: true, messages });
    const templates = [confirmTemplate(), carouselTemplate(), imageCarouselTemplate()];
    expect(checkForLine(templates as ComposerMessage[]).ok).toBe(true);
  });

  it('reports every issue of a message, in document order', () => {
    const message = {
      type: 'template',
      template: {
        type: 'buttons',
        text: 'ก'.repeat(200),
        actions: times(5, () => ({ type: 'postback', label: 'ก'.repeat(21), data: 'x' })),
        colour: '#fff',
      },
    };
    expect(validateCustomObject(message, '')).toEqual([
      { path: '', message: 'JSON ขาดข้อมูลที่จำเป็น: altText' },
      { path: 'template.text', message: 'ต้องไม่เกิน 160 ตัวอักษร' },
      { path: 'template.actions', message: 'ต้องมี 1–4 รายการ' },
      { path: 'template.colour', message: 'ไม่รู้จักคุณสมบัติ "colour"' },
      ...times(5, (i) => ({ path: `template.actions[${i}].label`, message: 'ต้องไม่เกิน 20 ตัวอักษร' })),
    ]);
  });

  it("puts the editor's base path in front, and names the field to staff without it", () => {
    const json = JSON.stringify(withBody({ type: 'text', text: 'x', weight: 'heavy' }));
    expect(validateCustomJson(json)).toEqual([
      { path: 'json.contents.body.contents[2].weight', message: 'ค่าที่ใช้ได้: regular, bold' },
    ]);
    const drafts: MessageDraft[] = [{ format: 'custom', data: json }];
    expect(validateDrafts(drafts).map((issue) => issue.text)).toEqual([
      'ข้อความที่ 1 (JSON): contents.body.contents[2].weight: ค่าที่ใช้ได้: regular, bold',
    ]);
    expect(() => customSchema.validateSync(json)).toThrow(
      'contents.body.contents[2].weight: ค่าที่ใช้ได้: regular, bold',
    );
  });

  it('refuses at save with the path inside the message', () => {
    const issues = validateMessages([
      brownCafeFlex(),
      flex({ type: 'bubble', body: 'x' }),
    ] as ComposerMessage[]);
    expect(issues).toEqual([
      expect.objectContaining({
        index: 1,
        format: 'custom',
        path: 'contents.body',
        text: 'ข้อความที่ 2 (JSON): contents.body: ต้องเป็นออบเจ็กต์ JSON',
      }),
    ]);
    expect(checkForLine([buttons({ actions: [] })] as ComposerMessage[])).toEqual({
      ok: false,
      issues: [expect.objectContaining({ path: 'template.actions', message: 'ต้องมี 1–4 รายการ' })],
    });
  });

  it('survives JSON nested deeper than any message, without overflowing the stack', () => {
    let box: Json = { type: 'box', layout: 'vertical', contents: [] };
    for (let i = 0; i < 20_000; i++) box = { type: 'box', layout: 'vertical', contents: [box] };
    const issues = validateCustomObject(flex({ type: 'bubble', body: box }), '');
    expect(issues).toContainEqual({
      path: `contents.body${'.contents[0]'.repeat(50)}`,
      message: 'ข้อมูลซ้อนกันลึกเกิน 100 ชั้น',
    });
    expect(issues).toContainEqual({ path: 'contents', message: 'ขนาด JSON ต้องไม่เกิน 30 KB' });
    const text = `{"type":"flex","altText":"x","contents":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    expect(validateCustomJson(text)).toEqual([
      { path: 'json.contents', message: 'ต้องเป็นออบเจ็กต์ JSON' },
    ]);
  });

  it('uses nothing but the model and yup in its tables, so browsers and the API share them', () => {
    for (const file of readdirSync(__dirname).filter((name) => /(?<!\.spec)\.ts$/.test(name))) {
      const source = readFileSync(join(__dirname, file), 'utf8');
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g))
        expect([file, specifier]).toEqual([file, expect.stringMatching(/^\.\.?\/[\w-]+$/)]);
      expect([file, /\bBuffer\b/.test(source)]).toEqual([file, false]);
    }
  });
});
