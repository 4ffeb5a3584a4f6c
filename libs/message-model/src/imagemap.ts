import { array, lazy, number, object, string } from 'yup';
import { ACTION_NAME, FORMAT_NAMES, LIMITS, MESSAGES } from './constants';
import type { FieldIssue, ImagemapAction, ImagemapArea, ImagemapMessage } from './types';
import { isFilled, runSchema } from './yup-issues';

/** The default base size of spec section 3; the editor replaces it with the image's own size (areas stay). */
export const DEFAULT_BASE_SIZE = { width: 240, height: 240 } as const;

export function createImagemapAction(): ImagemapAction {
  return { type: 'uri', linkUri: '', area: { x: 0, y: 0, width: 240, height: 240 } };
}

export function createImagemapMessage(): ImagemapMessage {
  return {
    type: 'imagemap',
    baseUrl: '',
    altText: FORMAT_NAMES.imagemap,
    baseSize: { ...DEFAULT_BASE_SIZE },
    actions: [createImagemapAction()],
  };
}

/** Rich links: no whitespace anywhere, protocol https, http, tel, mailto, line or linemusic. */
export const RICH_LINK_PATTERN = /^(?:https?:\/\/|tel:|mailto:|line:|linemusic:)\S+$/i;

export function isRichLink(value: string): boolean {
  return RICH_LINK_PATTERN.test(value);
}

const coordinate = number()
  .typeError(MESSAGES.invalidData)
  .required(MESSAGES.invalidData)
  .min(0, MESSAGES.invalidData);

const areaSchema = object({ x: coordinate, y: coordinate, width: coordinate, height: coordinate })
  .typeError(MESSAGES.invalidData)
  .required(MESSAGES.invalidData);

const uriActionSchema = object({
  type: string().oneOf(['uri'], MESSAGES.invalidData),
  linkUri: string()
    .typeError(MESSAGES.linkRequired)
    .test('required', MESSAGES.linkRequired, isFilled)
    .max(LIMITS.actionFieldMax, MESSAGES.max50)
    .test('link', MESSAGES.richLinkInvalid, (v) => !isFilled(v) || isRichLink(v ?? '')),
  area: areaSchema,
});

const messageActionSchema = object({
  type: string().oneOf(['message'], MESSAGES.invalidData),
  text: string()
    .typeError(MESSAGES.actionTextRequired)
    .test('required', MESSAGES.actionTextRequired, isFilled)
    .max(LIMITS.actionFieldMax, MESSAGES.max50),
  area: areaSchema,
});

const actionSchema = lazy((action: unknown) =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === 'message'
    ? messageActionSchema
    : uriActionSchema,
);

const positive = number()
  .typeError(MESSAGES.invalidData)
  .required(MESSAGES.invalidData)
  .positive(MESSAGES.invalidData);

export const imagemapSchema = object({
  baseUrl: string()
    .typeError(MESSAGES.imageRequired)
    .test('required', MESSAGES.imageRequired, isFilled),
  // Blank is allowed: the message then goes with the format's name (`resolveAltText`).
  altText: string()
    .typeError(MESSAGES.invalidData)
    .max(LIMITS.lineAltTextMax, MESSAGES.altTextTooLong),
  baseSize: object({ width: positive, height: positive })
    .typeError(MESSAGES.invalidData)
    .required(MESSAGES.invalidData),
  actions: array()
    .of(actionSchema)
    .typeError(MESSAGES.invalidData)
    .required(MESSAGES.invalidData)
    .max(LIMITS.maxActions, MESSAGES.tooManyActions),
});

export function validateImagemap(message: ImagemapMessage): FieldIssue[] {
  return runSchema(imagemapSchema, message);
}

/** 'การกระทำที่ 2: ' for `actions[1].linkUri`. */
export function describeImagemapPath(path: string): string {
  const match = /^actions\[(\d+)\]/.exec(path);
  return match ? `${ACTION_NAME}ที่ ${Number(match[1]) + 1}: ` : '';
}

/** Moves an area so it lies inside the base size, keeping at least 1 unit of width and height. */
export function clampArea(
  area: ImagemapArea,
  base: { width: number; height: number },
): ImagemapArea {
  const x = Math.min(Math.max(0, area.x), Math.max(0, base.width - 1));
  const y = Math.min(Math.max(0, area.y), Math.max(0, base.height - 1));
  const width = Math.min(Math.max(1, area.width), base.width - x);
  const height = Math.min(Math.max(1, area.height), base.height - y);
  return { x, y, width, height };
}

/**
 * Gives the message a new base size (the image's own). Areas keep their position and size, so a new
 * action stays the 240 x 240 of spec section 3; only an area that would lie outside the image moves inside it.
 */
export function withBaseSize(
  message: ImagemapMessage,
  size: { width: number; height: number },
): ImagemapMessage {
  return {
    ...message,
    baseSize: { width: size.width, height: size.height },
    actions: message.actions.map((action) => ({ ...action, area: clampArea(action.area, size) })),
  };
}
