import type { Schema } from 'yup';
import {
  carouselSchema,
  createCarouselMessage,
  describeCarouselPath,
  validateCarousel,
} from './carousel';
import { FORMAT_NAMES } from './constants';
import {
  createCustomJson,
  customJsonOf,
  customSchema,
  describeCustomPath,
  validateCustomJson,
} from './custom';
import {
  createImagemapMessage,
  describeImagemapPath,
  imagemapSchema,
  validateImagemap,
} from './imagemap';
import { createTextMessage, textSchema, validateText } from './text';
import type {
  ComposerMessage,
  DraftOf,
  FieldIssue,
  FormatData,
  MessageDraft,
  MessageFormat,
} from './types';
import { createVideoMessage, validateVideo, videoSchema } from './video';

/** What the model knows of one format: the pure half of the composer's registry. */
export interface FormatModel<F extends MessageFormat> {
  format: F;
  displayName: string;
  create: () => FormatData[F];
  /** Pre-built Yup schema (carousel: over the cards' editable fields; custom: over the JSON text). */
  schema: Schema;
  validate: (data: FormatData[F]) => FieldIssue[];
  /** A prefix naming the part of the message a path points into ('การ์ดที่ 3: '). */
  describePath: (path: string) => string;
}

const none = () => '';

export const FORMAT_MODELS: { [F in MessageFormat]: FormatModel<F> } = {
  text: {
    format: 'text',
    displayName: FORMAT_NAMES.text,
    create: () => createTextMessage(),
    schema: textSchema,
    validate: validateText,
    describePath: none,
  },
  imagemap: {
    format: 'imagemap',
    displayName: FORMAT_NAMES.imagemap,
    create: createImagemapMessage,
    schema: imagemapSchema,
    validate: validateImagemap,
    describePath: describeImagemapPath,
  },
  carousel: {
    format: 'carousel',
    displayName: FORMAT_NAMES.carousel,
    create: createCarouselMessage,
    schema: carouselSchema,
    validate: validateCarousel,
    describePath: describeCarouselPath,
  },
  video: {
    format: 'video',
    displayName: FORMAT_NAMES.video,
    create: createVideoMessage,
    schema: videoSchema,
    validate: validateVideo,
    describePath: none,
  },
  custom: {
    format: 'custom',
    displayName: FORMAT_NAMES.custom,
    create: createCustomJson,
    schema: customSchema,
    validate: validateCustomJson,
    describePath: describeCustomPath,
  },
};

/** Which editor owns a stored message: the four known types, anything else is custom. */
export function formatOf(message: unknown): MessageFormat {
  const type =
    typeof message === 'object' && message !== null
      ? (message as { type?: unknown }).type
      : undefined;
  return type === 'text' || type === 'imagemap' || type === 'carousel' || type === 'video'
    ? type
    : 'custom';
}

function createDraftOf<F extends MessageFormat>(format: F): DraftOf<F> {
  return { format, data: FORMAT_MODELS[format].create() };
}

/** A new message of a format, with that format's defaults. */
export function createDraft(format: MessageFormat): MessageDraft {
  // DraftOf<F> for one F is a member of the MessageDraft union; TS cannot see it through the generic.
  return createDraftOf(format) as MessageDraft;
}

/** Wraps a stored message for its editor (custom messages become their JSON text). */
export function messageToDraft(message: ComposerMessage): MessageDraft {
  const format = formatOf(message);
  switch (format) {
    case 'text':
      return { format, data: message as FormatData['text'] };
    case 'imagemap':
      return { format, data: message as FormatData['imagemap'] };
    case 'carousel':
      return { format, data: message as FormatData['carousel'] };
    case 'video':
      return { format, data: message as FormatData['video'] };
    case 'custom':
      return { format, data: customJsonOf(message) };
  }
}

/** The message a valid draft stands for; throws on a custom draft whose JSON does not parse. */
export function draftToMessage(draft: MessageDraft): ComposerMessage {
  return draft.format === 'custom' ? (JSON.parse(draft.data) as ComposerMessage) : draft.data;
}
