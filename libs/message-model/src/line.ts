import { createCardImage, createCardLabelBox, readCard } from './carousel';
import { FORMAT_NAMES, LIMITS } from './constants';
import { validateCustomObject } from './custom';
import { formatOf } from './formats';
import { clampArea } from './imagemap';
import { jsonByteLength } from './json-size';
import {
  lineRuleIssues,
  resolveAltText,
  type LineConversionOptions,
  type LineRuleCode,
} from './line-rules';
import type {
  CarouselMessage,
  ComposerMessage,
  ImagemapMessage,
  TextMessage,
  VideoMessage,
} from './types';

export { jsonByteLength } from './json-size';

/** A LINE Messaging API message object. */
export interface LineMessage {
  type: string;
  [field: string]: unknown;
}

export type LineConversionCode =
  | LineRuleCode
  | 'NO_BUBBLES'
  | 'TOO_MANY_BUBBLES'
  | 'BUBBLE_TOO_LARGE'
  | 'CAROUSEL_TOO_LARGE'
  | 'INVALID_CUSTOM_MESSAGE';

/**
 * A message that LINE would refuse; `index` is the 0-based message, `bubble` the 0-based card when it
 * applies, `path` the field inside the message when one rule of `lineRuleIssues` is broken.
 */
export class LineConversionError extends Error {
  constructor(
    readonly code: LineConversionCode,
    readonly index: number,
    message: string,
    readonly bubble?: number,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'LineConversionError';
  }
}

export type LineConversionResult =
  { ok: true; messages: LineMessage[] } | { ok: false; error: LineConversionError };

function textToLine(message: TextMessage): LineMessage {
  return { type: 'text', text: message.text };
}

function videoToLine(message: VideoMessage): LineMessage {
  return {
    type: 'video',
    originalContentUrl: message.originalContentUrl,
    previewImageUrl: message.previewImageUrl,
  };
}

/** Base width 1040, height scaled by the image's aspect; areas scaled into that space and kept inside it. */
function imagemapToLine(message: ImagemapMessage, options: LineConversionOptions): LineMessage {
  const width = LIMITS.richImageWidth;
  const sourceWidth = message.baseSize.width > 0 ? message.baseSize.width : width;
  const factor = width / sourceWidth;
  const base = { width, height: Math.max(1, Math.round(message.baseSize.height * factor)) };
  const scale = (n: number) => Math.round(n * factor);
  return {
    type: 'imagemap',
    baseUrl: message.baseUrl,
    altText: resolveAltText(message.altText, options, FORMAT_NAMES.imagemap),
    baseSize: base,
    actions: message.actions.map((action) => {
      const area = clampArea(
        {
          x: scale(action.area.x),
          y: scale(action.area.y),
          width: scale(action.area.width),
          height: scale(action.area.height),
        },
        base,
      );
      return action.type === 'message'
        ? { type: 'message', text: action.text ?? '', area }
        : { type: 'uri', linkUri: action.linkUri ?? '', area };
    }),
  };
}

function carouselToLine(
  message: CarouselMessage,
  index: number,
  options: LineConversionOptions,
): LineMessage {
  const cards = message.contents.map(readCard);
  if (cards.length === 0)
    throw new LineConversionError('NO_BUBBLES', index, 'a carousel needs at least one bubble');
  if (cards.length > LIMITS.lineMaxBubbles) {
    throw new LineConversionError(
      'TOO_MANY_BUBBLES',
      index,
      `a carousel holds at most ${LIMITS.lineMaxBubbles} bubbles`,
    );
  }
  const bubbles = cards.map((card, bubble) => {
    const image = createCardImage(card.image);
    const flex = {
      type: 'bubble',
      body: {
        type: 'box',
        layout: 'vertical',
        paddingAll: '0px',
        contents: card.hasAction ? [image, createCardLabelBox(card.label, card.link)] : [image],
      },
    };
    if (jsonByteLength(flex) > LIMITS.lineBubbleMaxBytes) {
      throw new LineConversionError(
        'BUBBLE_TOO_LARGE',
        index,
        `bubble ${bubble + 1} is larger than 30 KB`,
        bubble,
      );
    }
    return flex;
  });
  const contents = { type: 'carousel', contents: bubbles };
  if (jsonByteLength(contents) > LIMITS.lineCarouselMaxBytes) {
    throw new LineConversionError('CAROUSEL_TOO_LARGE', index, 'the carousel is larger than 50 KB');
  }
  return {
    type: 'flex',
    altText: resolveAltText(undefined, options, FORMAT_NAMES.carousel),
    contents,
  };
}

function customToLine(message: ComposerMessage, index: number): LineMessage {
  const issue = validateCustomObject(message, '')[0];
  if (issue) {
    const path = issue.path || undefined;
    throw new LineConversionError('INVALID_CUSTOM_MESSAGE', index, issue.message, undefined, path);
  }
  return message as LineMessage;
}

function cardIndexOf(path: string): number | undefined {
  const match = /^contents\[(\d+)\]/.exec(path);
  return match ? Number(match[1]) : undefined;
}

function refuseBrokenRule(message: ComposerMessage, index: number, options: LineConversionOptions) {
  const broken = lineRuleIssues(message, options)[0];
  if (!broken) return;
  const bubble = formatOf(message) === 'carousel' ? cardIndexOf(broken.path) : undefined;
  throw new LineConversionError(broken.code, index, broken.message, bubble, broken.path);
}

/**
 * Converts one composer message (the `index`-th) to a LINE message object; throws `LineConversionError`
 * when LINE would refuse it, LINE's rules (`lineRuleIssues`) included.
 */
export function toLineMessage(
  message: ComposerMessage,
  index: number,
  options: LineConversionOptions = {},
): LineMessage {
  switch (formatOf(message)) {
    case 'text':
      return textToLine(message as TextMessage);
    case 'video':
      refuseBrokenRule(message, index, options);
      return videoToLine(message as VideoMessage);
    case 'imagemap':
      refuseBrokenRule(message, index, options);
      return imagemapToLine(message as ImagemapMessage, options);
    case 'carousel':
      refuseBrokenRule(message, index, options);
      return carouselToLine(message as CarouselMessage, index, options);
    case 'custom': {
      const line = customToLine(message, index);
      refuseBrokenRule(message, index, options);
      return line;
    }
  }
}

/** Converts composer messages to LINE message objects; throws `LineConversionError` when LINE would refuse one. */
export function toLineMessages(
  messages: readonly ComposerMessage[],
  options: LineConversionOptions = {},
): LineMessage[] {
  return messages.map((message, index) => toLineMessage(message, index, options));
}

/** `toLineMessages` returning its typed error instead of throwing it. */
export function tryToLineMessages(
  messages: readonly ComposerMessage[],
  options: LineConversionOptions = {},
): LineConversionResult {
  try {
    return { ok: true, messages: toLineMessages(messages, options) };
  } catch (error) {
    if (error instanceof LineConversionError) return { ok: false, error };
    throw error;
  }
}
