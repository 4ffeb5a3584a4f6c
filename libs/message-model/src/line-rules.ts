import { readCard } from './carousel';
import { FORMAT_NAMES, LIMITS, MESSAGES } from './constants';
import { formatOf } from './formats';
import { childPath, isJsonObject, type JsonObject } from './json-path';
import { isLineLink, isLineMediaUrl } from './line-links';
import type {
  CarouselMessage,
  ComposerMessage,
  FieldIssue,
  ImagemapMessage,
  VideoMessage,
} from './types';
import { isFilled } from './yup-issues';

export interface LineConversionOptions {
  /** Notification text for messages without their own (card messages, rich messages with a blank altText). */
  altText?: string;
  /**
   * An origin (`http://localhost:3000`) whose http media URLs and links LINE is taken to accept: the
   * API's own address in development, where uploads and tracking links are served without TLS.
   * Never set it in production.
   */
  httpMediaOrigin?: string;
}

export type LineRuleCode =
  | 'MEDIA_URL_NOT_HTTPS'
  | 'MEDIA_URL_TOO_LONG'
  | 'LINK_REFUSED'
  | 'LINK_TOO_LONG'
  | 'NO_ACTIONS'
  | 'TOO_MANY_ACTIONS'
  | 'ALT_TEXT_TOO_LONG'
  | 'ALT_TEXT_INVALID';

/** A LINE rule one field breaks; `path` is inside the message, as the validators write it. */
export interface LineRuleIssue extends FieldIssue {
  code: LineRuleCode;
}

/** The altText a rich or card message is sent with: its own, else the option's, else the format's name. */
export function resolveAltText(
  own: unknown,
  options: LineConversionOptions,
  fallback: string,
): string {
  return (typeof own === 'string' ? own.trim() : '') || options.altText?.trim() || fallback;
}

/** Fields that hold a URL LINE fetches media from, in whichever LINE object they appear. */
const MEDIA_URL_FIELDS = [
  'originalContentUrl',
  'previewImageUrl',
  'baseUrl',
  'thumbnailImageUrl',
  'imageUrl',
  'iconUrl',
  'previewUrl',
] as const;

/** Flex components whose `url` is media (inside a message, never the message itself). */
const FLEX_MEDIA_COMPONENTS: ReadonlySet<unknown> = new Set(['image', 'video', 'icon']);

/** Custom message types LINE sends with an altText. */
const ALT_TEXT_TYPES: ReadonlySet<unknown> = new Set(['flex', 'template', 'imagemap']);

type Problem = Omit<LineRuleIssue, 'path'> | undefined;

function mediaUrlProblem(value: unknown, options: LineConversionOptions): Problem {
  if (typeof value !== 'string' || !isLineMediaUrl(value, options.httpMediaOrigin))
    return { code: 'MEDIA_URL_NOT_HTTPS', message: MESSAGES.mediaUrlNotHttps };
  if (value.length > LIMITS.lineMediaUrlMax)
    return { code: 'MEDIA_URL_TOO_LONG', message: MESSAGES.mediaUrlTooLong };
  return undefined;
}

function linkProblem(value: unknown, options: LineConversionOptions): Problem {
  if (typeof value !== 'string' || !isFilled(value))
    return { code: 'LINK_REFUSED', message: MESSAGES.linkRequired };
  if (!isLineLink(value, options.httpMediaOrigin))
    return { code: 'LINK_REFUSED', message: MESSAGES.lineLinkRefused };
  if (value.length > LIMITS.lineLinkMax)
    return { code: 'LINK_TOO_LONG', message: MESSAGES.lineLinkTooLong };
  return undefined;
}

/** A missing or blank altText is the validators' (a required field); here its type and length. */
function altTextProblem(value: unknown): Problem {
  if (value === undefined || value === null || (typeof value === 'string' && !isFilled(value)))
    return undefined;
  if (typeof value !== 'string')
    return { code: 'ALT_TEXT_INVALID', message: MESSAGES.altTextInvalid };
  if (value.length > LIMITS.lineAltTextMax)
    return { code: 'ALT_TEXT_TOO_LONG', message: MESSAGES.altTextInvalid };
  return undefined;
}

class RuleIssues {
  readonly list: LineRuleIssue[] = [];

  constructor(private readonly options: LineConversionOptions) {}

  /** `path` may be a function: a custom message's paths are built only for the fields that break a rule. */
  add(problem: Problem, path: string | (() => string)) {
    if (problem) this.list.push({ ...problem, path: typeof path === 'string' ? path : path() });
  }

  mediaUrl(value: unknown, path: string | (() => string)) {
    this.add(mediaUrlProblem(value, this.options), path);
  }

  link(value: unknown, path: string | (() => string)) {
    this.add(linkProblem(value, this.options), path);
  }

  altText(value: unknown, path: string) {
    this.add(altTextProblem(value), path);
  }

  /** 1 to 50 actions, each uri action's linkUri a link LINE opens. */
  imagemapActions(actions: unknown) {
    const list = Array.isArray(actions) ? (actions as unknown[]) : [];
    if (list.length === 0) this.add({ code: 'NO_ACTIONS', message: MESSAGES.noActions }, 'actions');
    if (list.length > LIMITS.lineImagemapMaxActions)
      this.add({ code: 'TOO_MANY_ACTIONS', message: MESSAGES.tooManyLineActions }, 'actions');
    list.forEach((action, i) => {
      if (isJsonObject(action) && action['type'] !== 'message')
        this.link(action['linkUri'], `actions[${i}].linkUri`);
    });
  }

  /** Media URLs and URI actions of one object met anywhere in a custom message. */
  customObject(object: JsonObject, pathOfObject: () => string, isMessage: boolean) {
    const at = (field: string) => () => childPath(pathOfObject(), field);
    for (const field of MEDIA_URL_FIELDS) {
      if (object[field] !== undefined) this.mediaUrl(object[field], at(field));
    }
    if (!isMessage && FLEX_MEDIA_COMPONENTS.has(object['type']))
      this.mediaUrl(object['url'], at('url'));
    if (object['type'] === 'uri') {
      this.link(object['uri'], at('uri'));
      const altUri = object['altUri'];
      if (altUri !== undefined)
        this.link(isJsonObject(altUri) ? altUri['desktop'] : undefined, at('altUri.desktop'));
    }
  }
}

/** A step of the walk: the path is built only for objects that break a rule (deep JSON stays linear). */
interface WalkNode {
  value: unknown;
  parent: WalkNode | undefined;
  key: string | number | undefined;
}

function pathOf(node: WalkNode): string {
  const keys: (string | number)[] = [];
  for (let at: WalkNode | undefined = node; at?.key !== undefined; at = at.parent)
    keys.push(at.key);
  return keys.reduceRight<string>((path, key) => childPath(path, key), '');
}

/** Visits every object of a JSON value in document order, without recursion. */
function walkObjects(root: unknown, visit: (object: JsonObject, path: () => string) => void) {
  const stack: WalkNode[] = [{ value: root, parent: undefined, key: undefined }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    const children: WalkNode[] = [];
    if (Array.isArray(value)) {
      (value as unknown[]).forEach((item, i) =>
        children.push({ value: item, parent: node, key: i }),
      );
    } else if (isJsonObject(value)) {
      const current = node;
      visit(value, () => pathOf(current));
      for (const [key, item] of Object.entries(value))
        if (typeof item === 'object' && item !== null)
          children.push({ value: item, parent: node, key });
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as WalkNode);
  }
}

function checkCustom(message: JsonObject, issues: RuleIssues) {
  if (ALT_TEXT_TYPES.has(message['type'])) issues.altText(message['altText'], 'altText');
  walkObjects(message, (object, path) => issues.customObject(object, path, object === message));
}

function checkCarousel(
  message: CarouselMessage,
  issues: RuleIssues,
  options: LineConversionOptions,
) {
  issues.altText(resolveAltText(undefined, options, FORMAT_NAMES.carousel), 'altText');
  if (!Array.isArray(message.contents)) return;
  message.contents.map(readCard).forEach((card, i) => {
    issues.mediaUrl(card.image, `contents[${i}].image`);
    if (card.hasAction) issues.link(card.link, `contents[${i}].link`);
  });
}

function checkImagemap(
  message: ImagemapMessage,
  issues: RuleIssues,
  options: LineConversionOptions,
) {
  issues.mediaUrl(message.baseUrl, 'baseUrl');
  issues.altText(resolveAltText(message.altText, options, FORMAT_NAMES.imagemap), 'altText');
  issues.imagemapActions(message.actions);
}

/**
 * Every rule of LINE's that a message breaks as `toLineMessage` would send it: media URLs
 * https and at most 2000 characters, links https, line:// or tel: and at most 1000, a rich message's
 * 1 to 50 actions, altText at most 400 characters. Fields the converter drops are not looked at.
 */
export function lineRuleIssues(
  message: ComposerMessage,
  options: LineConversionOptions,
): LineRuleIssue[] {
  const issues = new RuleIssues(options);
  switch (formatOf(message)) {
    case 'text':
      break;
    case 'video': {
      const video = message as VideoMessage;
      issues.mediaUrl(video.originalContentUrl, 'originalContentUrl');
      issues.mediaUrl(video.previewImageUrl, 'previewImageUrl');
      break;
    }
    case 'imagemap':
      checkImagemap(message as ImagemapMessage, issues, options);
      break;
    case 'carousel':
      checkCarousel(message as CarouselMessage, issues, options);
      break;
    case 'custom':
      if (isJsonObject(message)) checkCustom(message, issues);
      break;
  }
  return issues.list;
}
