import { array, boolean, lazy, object, string } from 'yup';
import { LIMITS, MESSAGES } from './constants';
import { cutText } from './cut-text';
import type { CardBubble, CardImage, CardLabelBox, CarouselMessage, FieldIssue } from './types';
import { isFilled, runSchema } from './yup-issues';

/** Fixed styling of the label box (spec section 3): white text on a translucent dark, centred, near the bottom. */
export const CARD_LABEL_STYLE = {
  textColor: '#ffffff',
  backgroundColor: '#00000099',
  cornerRadius: '20px',
  offsetBottom: '16px',
  offsetStart: '16px',
  offsetEnd: '16px',
  paddingAll: '8px',
  textSize: 'sm',
} as const;

export function createCardImage(url = ''): CardImage {
  return {
    type: 'image',
    url,
    size: 'full',
    aspectMode: 'cover',
    aspectRatio: '1:1',
    gravity: 'top',
  };
}

/** The label box of a card; the label is cut to 15 characters here, so no card carries a longer one. */
export function createCardLabelBox(label = '', uri = ''): CardLabelBox {
  const text = cutLabel(label);
  return {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text,
        color: CARD_LABEL_STYLE.textColor,
        align: 'center',
        size: CARD_LABEL_STYLE.textSize,
        weight: 'bold',
        wrap: true,
      },
    ],
    action: { type: 'uri', label: text, uri },
    position: 'absolute',
    offsetBottom: CARD_LABEL_STYLE.offsetBottom,
    offsetStart: CARD_LABEL_STYLE.offsetStart,
    offsetEnd: CARD_LABEL_STYLE.offsetEnd,
    backgroundColor: CARD_LABEL_STYLE.backgroundColor,
    cornerRadius: CARD_LABEL_STYLE.cornerRadius,
    paddingAll: CARD_LABEL_STYLE.paddingAll,
  };
}

export function createCardBubble(imageUrl = ''): CardBubble {
  return {
    type: 'bubble',
    body: {
      type: 'box',
      layout: 'vertical',
      hasAction: false,
      paddingAll: '0px',
      contents: [createCardImage(imageUrl)],
    },
  };
}

export function createCarouselMessage(): CarouselMessage {
  return { type: 'carousel', contents: [createCardBubble()] };
}

/** The fields a staff member edits on one card. */
export interface CardFields {
  image: string;
  hasAction: boolean;
  label: string;
  link: string;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the editable fields of a card, tolerating malformed input (missing parts read as empty). */
export function readCard(bubble: CardBubble): CardFields {
  const body =
    typeof bubble === 'object' && bubble !== null
      ? (bubble as Partial<CardBubble>).body
      : undefined;
  const contents: unknown[] = Array.isArray(body?.contents) ? body.contents : [];
  const image = contents[0] as Partial<CardImage> | undefined;
  const labelBox = contents[1] as Partial<CardLabelBox> | undefined;
  const labelText = Array.isArray(labelBox?.contents) ? labelBox.contents[0] : undefined;
  return {
    image: textOf(image?.url),
    hasAction: body?.hasAction === true,
    label: textOf(labelText?.text),
    link: textOf(labelBox?.action?.uri),
  };
}

/** Builds a card from its fields: the label box exists only when the action is on. */
export function writeCard(fields: CardFields): CardBubble {
  const image = createCardImage(fields.image);
  return {
    type: 'bubble',
    body: {
      type: 'box',
      layout: 'vertical',
      hasAction: fields.hasAction,
      paddingAll: '0px',
      contents: fields.hasAction ? [image, createCardLabelBox(fields.label, fields.link)] : [image],
    },
  };
}

/** Cuts a label at the 15-character limit (between grapheme clusters), as the field does while typing. */
export function cutLabel(label: string): string {
  return cutText(label, LIMITS.cardLabelMax);
}

/**
 * The label after an edit, as the field keeps it: cut at 15 characters, except that a keystroke at the
 * end of a label the cut would shorten (a Thai vowel typed onto the 15th letter) is ignored.
 */
export function editLabel(previous: string, next: string): string {
  const cut = cutLabel(next);
  const typedAtEnd = next.startsWith(previous) && previous.length <= LIMITS.cardLabelMax;
  return typedAtEnd && cut.length < previous.length ? previous : cut;
}

/** Card links: http or https only, no whitespace anywhere. */
export const CARD_LINK_PATTERN = /^https?:\/\/\S+$/i;

const imageField = string()
  .typeError(MESSAGES.imageRequired)
  .test('required', MESSAGES.imageRequired, isFilled);

const plainCardSchema = object({ image: imageField, hasAction: boolean() });

const actionCardSchema = object({
  image: imageField,
  hasAction: boolean(),
  label: string()
    .test('required', MESSAGES.labelRequired, isFilled)
    .max(LIMITS.cardLabelMax, MESSAGES.labelTooLong),
  link: string()
    .test('required', MESSAGES.linkRequired, isFilled)
    .test('link', MESSAGES.cardLinkInvalid, (v) => !isFilled(v) || CARD_LINK_PATTERN.test(v ?? '')),
});

/** Validates the cards' editable fields (see `readCard`); paths read `contents[2].label`. */
export const carouselSchema = object({
  contents: array()
    .of(lazy((card: CardFields) => (card.hasAction ? actionCardSchema : plainCardSchema)))
    .min(1, MESSAGES.noCards)
    .max(LIMITS.maxCards, MESSAGES.tooManyCards),
});

export function validateCarousel(message: CarouselMessage): FieldIssue[] {
  if (!Array.isArray(message.contents))
    return [{ path: 'contents', message: MESSAGES.invalidData }];
  return runSchema(carouselSchema, { contents: message.contents.map(readCard) });
}

/** 'การ์ดที่ 3: ' for `contents[2].label`. */
export function describeCarouselPath(path: string): string {
  const match = /^contents\[(\d+)\]/.exec(path);
  return match ? `การ์ดที่ ${Number(match[1]) + 1}: ` : '';
}
