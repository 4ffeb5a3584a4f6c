import { checkAction } from './actions';
import { checkAltText } from './alt-text';
import {
  BodyChecker,
  DETAIL,
  isAbsent,
  isObject,
  join,
  jsonBytes,
  nestingDepth,
  type JsonObject,
} from './body-checker';
import {
  BOX_CHILDREN,
  BOX_LAYOUTS,
  BUBBLE,
  FLEX_COMPONENTS,
  type BoxLayout,
  type FlexComponentType,
  type FlexRule,
  type FlexTable,
} from './flex-components';
import { checkTable, checkValue, isValueRule } from './property-rules';

/** Boxes within boxes: deeper nesting is refused before it can exhaust the walk. */
const BOX_DEPTH = 50;

export const FLEX_LIMITS = {
  /** https://developers.line.biz/en/reference/messaging-api/#f-carousel */
  carouselBubbles: 12,
  /** A bubble's JSON at most 30 KB, a carousel's at most 50 KB. https://developers.line.biz/en/reference/messaging-api/#bubble */
  bubbleBytes: 30 * 1024,
  carouselBytes: 50 * 1024,
  /** Images with `animated: true` in one message. https://developers.line.biz/en/reference/messaging-api/#f-image */
  animatedImages: 10,
  boxDepth: BOX_DEPTH,
  /**
   * JSON levels of a container, checked (without recursion) before its size is measured: two per
   * box (the box, its contents) and room for the bubble, carousel and leaves around them.
   */
  jsonDepth: 2 * BOX_DEPTH + 20,
} as const;

const CONTAINER_TYPES = ['bubble', 'carousel'] as const;

/** The components a box of this layout holds; any a box may hold when the layout is wrong. */
function childrenOf(layout: unknown): readonly FlexComponentType[] {
  const known = BOX_LAYOUTS.find((candidate: BoxLayout) => candidate === layout);
  return known ? BOX_CHILDREN[known] : [...new Set(Object.values(BOX_CHILDREN).flat())];
}

function isOneOf(type: unknown, types: readonly FlexComponentType[]): type is FlexComponentType {
  return typeof type === 'string' && (types as readonly string[]).includes(type);
}

/** One flex message's walk: the checker, and what is counted across its bubbles. */
class FlexWalk {
  animatedImages = 0;

  constructor(readonly checker: BodyChecker) {}

  /** A container's properties along its table; `boxes` is how many boxes enclose `owner`. */
  properties(owner: JsonObject, path: string, table: FlexTable, boxes: number): void {
    checkTable(
      this.checker,
      owner,
      path,
      table,
      (rule, key) => this.property(owner, key, path, rule, boxes),
      ['type'],
    );
  }

  private property(owner: JsonObject, key: string, path: string, rule: FlexRule, boxes: number) {
    if (isValueRule(rule)) {
      checkValue(this.checker, owner, key, path, rule);
      return;
    }
    const at = join(path, key);
    switch (rule.kind) {
      case 'action':
        checkAction(this.checker, owner[key], at, rule.rules);
        return;
      case 'component':
        this.component(owner[key], at, rule.types, boxes);
        return;
      case 'children':
        this.list(owner, key, path, childrenOf(owner['layout']), boxes);
        return;
      case 'spans':
        this.list(owner, key, path, ['span'], boxes);
    }
  }

  private list(
    owner: JsonObject,
    key: string,
    path: string,
    types: readonly FlexComponentType[],
    boxes: number,
  ): void {
    const items = this.checker.array(owner, key, path, 0, Number.MAX_SAFE_INTEGER);
    items?.forEach((item, index) =>
      this.component(item, `${join(path, key)}[${index}]`, types, boxes),
    );
  }

  /** A component of one of `types` at `path`, inside `boxes` boxes. */
  component(node: unknown, path: string, types: readonly FlexComponentType[], boxes: number) {
    if (!isObject(node)) {
      this.checker.problem(path, DETAIL.object);
      return;
    }
    const type = node['type'];
    if (!isOneOf(type, types)) {
      this.checker.problem(join(path, 'type'), DETAIL.oneOf(types));
      return;
    }
    const inside = type === 'box' ? boxes + 1 : boxes;
    if (inside > FLEX_LIMITS.boxDepth) {
      this.checker.problem(path, DETAIL.tooDeep(FLEX_LIMITS.boxDepth));
      return;
    }
    this.properties(node, path, FLEX_COMPONENTS[type], inside);
    if (type === 'text') this.textContent(node, path);
    if (type === 'image' && node['animated'] === true) this.animatedImages += 1;
  }

  /** A text shows `text` or, when given, its spans: one of them is needed. */
  private textContent(node: JsonObject, path: string): void {
    const spans = node['contents'];
    const hasSpans = Array.isArray(spans) && spans.length > 0;
    const text = node['text'];
    if (!hasSpans && (isAbsent(text) || text === '')) {
      this.checker.problem(join(path, 'text'), DETAIL.empty);
    }
  }
}

function checkBubble(walk: FlexWalk, bubble: unknown, path: string): void {
  if (!isObject(bubble) || bubble['type'] !== 'bubble') {
    walk.checker.problem(join(path, 'type'), DETAIL.oneOf(['bubble']));
    return;
  }
  if (jsonBytes(bubble) > FLEX_LIMITS.bubbleBytes) {
    walk.checker.problem(path, DETAIL.jsonSize(FLEX_LIMITS.bubbleBytes));
    return;
  }
  walk.properties(bubble, path, BUBBLE, 0);
}

function checkCarousel(walk: FlexWalk, carousel: JsonObject, path: string): void {
  walk.checker.onlyKnown(carousel, path, ['type', 'contents']);
  const bubbles = walk.checker.array(carousel, 'contents', path, 1, FLEX_LIMITS.carouselBubbles);
  if (!bubbles) return;
  if (jsonBytes(carousel) > FLEX_LIMITS.carouselBytes) {
    walk.checker.problem(path, DETAIL.jsonSize(FLEX_LIMITS.carouselBytes));
    return;
  }
  bubbles.forEach((bubble, index) =>
    checkBubble(walk, bubble, `${join(path, 'contents')}[${index}]`),
  );
}

/**
 * A flex message: alt text and a bubble or a carousel of 1..12 bubbles within LINE's sizes, every
 * component as LINE's reference describes it.
 * https://developers.line.biz/en/reference/messaging-api/#flex-message
 */
export function checkFlex(checker: BodyChecker, message: JsonObject, path: string): void {
  checkAltText(checker, message, path);
  const contents = checker.object(message, 'contents', path);
  if (!contents) return;
  const contentsPath = join(path, 'contents');
  if (nestingDepth(contents, FLEX_LIMITS.jsonDepth) > FLEX_LIMITS.jsonDepth) {
    checker.problem(contentsPath, DETAIL.jsonTooDeep(FLEX_LIMITS.jsonDepth));
    return;
  }
  const walk = new FlexWalk(checker);
  const type = contents['type'];
  if (type === 'bubble') {
    checkBubble(walk, contents, contentsPath);
  } else if (type === 'carousel') {
    checkCarousel(walk, contents, contentsPath);
  } else {
    checker.problem(join(contentsPath, 'type'), DETAIL.oneOf(CONTAINER_TYPES));
  }
  if (walk.animatedImages > FLEX_LIMITS.animatedImages) {
    checker.problem(contentsPath, DETAIL.atMostAnimated(FLEX_LIMITS.animatedImages));
  }
}
