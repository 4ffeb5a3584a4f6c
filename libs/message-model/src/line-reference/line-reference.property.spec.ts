/** @jest-environment node */
import fc from 'fast-check';
import { validateCustomJson, validateCustomObject } from '../custom';
import { checkForLine } from '../line-check';
import type { ComposerMessage, FieldIssue } from '../types';
import { FONT_SIZE_KEYWORDS, IMAGE_SIZE_KEYWORDS, SPACING_KEYWORDS } from './flex-sizes';

function isIssueList(issues: unknown): issues is FieldIssue[] {
  return (
    Array.isArray(issues) &&
    issues.every(
      (issue: FieldIssue) => typeof issue.path === 'string' && typeof issue.message === 'string',
    )
  );
}

/** Words of LINE's message objects, so that random JSON often looks like a message and goes deep. */
const KEYS = [
  'type',
  'text',
  'altText',
  'contents',
  'header',
  'hero',
  'body',
  'footer',
  'styles',
  'layout',
  'action',
  'actions',
  'defaultAction',
  'label',
  'uri',
  'data',
  'mode',
  'initial',
  'template',
  'columns',
  'quickReply',
  'items',
  'baseSize',
  'area',
  'video',
  'width',
  'height',
  'x',
  'y',
  'size',
  'url',
  'previewUrl',
  'altContent',
  'background',
  'title',
  'thumbnailImageUrl',
  'weight',
  'maxLines',
  'aspectRatio',
  'linkUri',
  'imageUrl',
  'externalLink',
  'displayText',
  'emojis',
];
const WORDS = [
  'text',
  'flex',
  'template',
  'imagemap',
  'sticker',
  'location',
  'bubble',
  'carousel',
  'box',
  'button',
  'image',
  'video',
  'icon',
  'span',
  'separator',
  'filler',
  'buttons',
  'confirm',
  'image_carousel',
  'postback',
  'message',
  'uri',
  'datetimepicker',
  'clipboard',
  'camera',
  'action',
  'linearGradient',
  'vertical',
  'baseline',
  'bold',
  'date',
  '20:13',
  '10px',
  '#ffffff',
];
const MESSAGE_TYPES = [
  'text',
  'sticker',
  'image',
  'video',
  'audio',
  'location',
  'imagemap',
  'template',
  'flex',
];

const { node } = fc.letrec<{ node: unknown; leaf: unknown }>((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom(...WORDS),
    fc.integer({ min: -2, max: 2000 }),
    fc.double(),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('node'), { maxKeys: 5 }),
  ),
}));
const messageLike = fc
  .tuple(
    fc.constantFrom(...MESSAGE_TYPES),
    fc.dictionary(fc.constantFrom(...KEYS), node, { maxKeys: 6 }),
  )
  .map(([type, fields]) => ({ ...fields, type }));

describe('custom message rules over any JSON', () => {
  it('never throw and always answer a list of issues', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), node, messageLike), (value) => {
        expect(isIssueList(validateCustomObject(value, ''))).toBe(true);
        expect(isIssueList(validateCustomObject(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (json) => {
        expect(isIssueList(validateCustomJson(json))).toBe(true);
      }),
    );
  });
});

// A generator of Flex bubbles LINE accepts, small enough to stay under 30 KB.

const shortText = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0);
const hexColor = fc
  .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: 6, maxLength: 6 })
  .map((digits) => `#${digits.join('')}`);
const spacing = fc.oneof(
  fc.constantFrom(...SPACING_KEYWORDS),
  fc.nat(40).map((n) => `${n}px`),
);
const httpsUrl = fc.webSegment().map((segment) => `https://example.com/${segment}.png`);

const action = (labelRequired: boolean) => {
  const label = labelRequired ? shortText : fc.option(shortText, { nil: undefined });
  const withLabel = <T extends object>(arb: fc.Arbitrary<T>) =>
    fc.tuple(arb, label).map(([own, text]) => (text === undefined ? own : { ...own, label: text }));
  return fc.oneof(
    withLabel(fc.record({ type: fc.constant('postback'), data: shortText })),
    withLabel(fc.record({ type: fc.constant('message'), text: shortText })),
    withLabel(fc.record({ type: fc.constant('uri'), uri: httpsUrl })),
    withLabel(
      fc.record({
        type: fc.constant('datetimepicker'),
        data: shortText,
        mode: fc.constantFrom('date', 'time', 'datetime'),
      }),
    ),
    withLabel(fc.record({ type: fc.constant('clipboard'), clipboardText: shortText })),
  );
};

const optional = { requiredKeys: ['type'] as never[] };

const textComponent = fc.record(
  {
    type: fc.constant('text'),
    text: shortText,
    size: fc.constantFrom(...FONT_SIZE_KEYWORDS, '13px'),
    weight: fc.constantFrom('regular', 'bold'),
    style: fc.constantFrom('normal', 'italic'),
    decoration: fc.constantFrom('none', 'underline', 'line-through'),
    align: fc.constantFrom('start', 'end', 'center'),
    gravity: fc.constantFrom('top', 'bottom', 'center'),
    wrap: fc.boolean(),
    maxLines: fc.nat(10),
    color: hexColor,
    flex: fc.nat(5),
    margin: spacing,
  },
  { requiredKeys: ['type', 'text'] },
);
const spansText = fc.record({
  type: fc.constant('text'),
  contents: fc.array(
    fc.record({
      type: fc.constant('span'),
      text: shortText,
      weight: fc.constantFrom('regular', 'bold'),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const icon = fc.record(
  { type: fc.constant('icon'), url: httpsUrl, size: fc.constantFrom(...FONT_SIZE_KEYWORDS) },
  { requiredKeys: ['type', 'url'] },
);
const image = fc.record(
  {
    type: fc.constant('image'),
    url: httpsUrl,
    size: fc.constantFrom(...IMAGE_SIZE_KEYWORDS, '50%', '120px'),
    aspectRatio: fc.constantFrom('1:1', '20:13', '1.51:1', '1:3', '100000:1'),
    aspectMode: fc.constantFrom('cover', 'fit'),
    action: action(false),
  },
  { requiredKeys: ['type', 'url'] },
);
const button = fc.record(
  {
    type: fc.constant('button'),
    action: action(true),
    style: fc.constantFrom('primary', 'secondary', 'link'),
    height: fc.constantFrom('sm', 'md'),
    color: hexColor,
  },
  { requiredKeys: ['type', 'action'] },
);
const separator = fc.record({ type: fc.constant('separator'), color: hexColor }, optional);
const filler = fc.record({ type: fc.constant('filler'), flex: fc.nat(3) }, optional);

/** Boxes `depth` levels deep at most, holding what their layout allows. */
function box(depth: number): fc.Arbitrary<Record<string, unknown>> {
  const baseline = fc.record({
    type: fc.constant('box'),
    layout: fc.constant('baseline'),
    contents: fc.array(fc.oneof(icon, textComponent, filler), { maxLength: 4 }),
  });
  const blockItems = [textComponent, spansText, image, button, separator, filler];
  if (depth > 0) blockItems.push(box(depth - 1));
  const block = fc.record(
    {
      type: fc.constant('box'),
      layout: fc.constantFrom('vertical', 'horizontal'),
      contents: fc.array(fc.oneof(...blockItems), { maxLength: 3 }),
      spacing,
      paddingAll: fc.oneof(
        spacing,
        fc.nat(30).map((n) => `${n}%`),
      ),
      backgroundColor: hexColor,
      cornerRadius: spacing,
      action: action(false),
    },
    { requiredKeys: ['type', 'layout', 'contents'] },
  );
  return fc.oneof(baseline, block);
}

const bubble = fc.record(
  {
    type: fc.constant('bubble'),
    size: fc.constantFrom('nano', 'micro', 'deca', 'hecto', 'kilo', 'mega', 'giga'),
    direction: fc.constantFrom('ltr', 'rtl'),
    header: box(1),
    hero: fc.oneof(image, box(1)),
    body: box(2),
    footer: box(1),
    styles: fc.record(
      { body: fc.record({ backgroundColor: hexColor, separator: fc.boolean() }) },
      { requiredKeys: [] },
    ),
  },
  optional,
);

describe('custom message rules over valid Flex messages', () => {
  it('accept every generated bubble and carousel, in the editor and at save', () => {
    const container = fc.oneof(
      bubble,
      fc
        .array(bubble, { minLength: 1, maxLength: 3 })
        .map((contents) => ({ type: 'carousel', contents })),
    );
    fc.assert(
      fc.property(container, (contents) => {
        const message = { type: 'flex', altText: 'ข่าว', contents };
        expect(validateCustomObject(message, '')).toEqual([]);
        expect(checkForLine([message as ComposerMessage]).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
