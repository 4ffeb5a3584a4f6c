import { characterCount, cutText } from '@hbc/contracts';
import { array, boolean, lazy, object, string } from 'yup';
import { labelCutText, LIMITS, MESSAGES } from './constants';
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

/** The label box of a card, holding the label whole (a label over 15 characters is refused by the rules, never cut). */
export function createCardLabelBox(label = '', uri = ''): CardLabelBox {
  return {
    type: 'box',
    layout: 'vertical',
    contents: [
      {
        type: 'text',
        text: label,
        color: CARD_LABEL_STYLE.textColor,
        align: 'center',
        size: CARD_LABEL_STYLE.textSize,
        weight: 'bold',
        wrap: true,
      },
    ],
    action: { type: 'uri', label, uri },
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

/**
 * A label cut to the 15 characters allowed: at the last word boundary that fits (Thai words are found
 * without spaces), after a word rather than after a space; where no word ends within 15, at the last
 * whole character (never half a Thai syllable's letter and its vowel, nor half an emoji).
 */
export function cutLabel(label: string): string {
  return cutText(label, LIMITS.cardLabelMax, 'word');
}

/** The label the field keeps after an edit, and what the field tells about it (nothing when kept as entered). */
export interface LabelEntry {
  label: string;
  notice?: string;
}

/** True when `next` is `previous` with one character (one grapheme cluster) added and nothing removed. */
function isOneKeystroke(previous: string, next: string): boolean {
  if (next.length <= previous.length) return false;
  let start = 0;
  while (start < previous.length && previous[start] === next[start]) start += 1;
  const added = next.slice(start, start + next.length - previous.length);
  return (
    next.slice(0, start) + next.slice(start + added.length) === previous &&
    characterCount(added) === 1
  );
}

/**
 * An edit of a card's label (longer input is cut): a character typed past 15 is not taken, the field
 * saying the limit; a longer text entered at once (pasted, dropped, or any edit of a stored label still
 * over 15) is cut by `cutLabel`, the field saying what was cut.
 */
export function enterLabel(previous: string, next: string): LabelEntry {
  if (next.length <= LIMITS.cardLabelMax) return { label: next };
  if (previous.length <= LIMITS.cardLabelMax && isOneKeystroke(previous, next))
    return { label: previous, notice: MESSAGES.labelTooLong };
  const label = cutLabel(next);
  return { label, notice: labelCutText(next.slice(label.length)) };
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
