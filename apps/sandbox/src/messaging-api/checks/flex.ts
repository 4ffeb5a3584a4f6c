import { checkAction } from './actions';
import { BodyChecker, DETAIL, isObject, join, jsonBytes, type JsonObject } from './body-checker';

export const FLEX_LIMITS = {
  carouselBubbles: 12,
  /** LINE: a bubble's JSON at most 30 KB, a carousel's at most 50 KB. */
  bubbleBytes: 30 * 1024,
  carouselBytes: 50 * 1024,
} as const;

const CONTAINER_TYPES = ['bubble', 'carousel'] as const;

/**
 * Walks a bubble's components: every action is checked as an action, every image's url must be
 * https. The layout itself (boxes, sizes, colours) is left to LINE's renderer.
 */
function checkComponents(checker: BodyChecker, node: unknown, path: string): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => checkComponents(checker, child, `${path}[${index}]`));
    return;
  }
  if (!isObject(node)) return;
  if (node['type'] === 'image') checker.httpsUrl(node, 'url', path);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'action' || key === 'defaultAction') {
      checkAction(checker, child, join(path, key), { labelMax: 40, labelRequired: false });
    } else if (typeof child === 'object' && child !== null) {
      checkComponents(checker, child, join(path, key));
    }
  }
}

function checkBubble(checker: BodyChecker, bubble: unknown, path: string): void {
  if (!isObject(bubble) || bubble['type'] !== 'bubble') {
    checker.problem(join(path, 'type'), DETAIL.oneOf(['bubble']));
    return;
  }
  if (jsonBytes(bubble) > FLEX_LIMITS.bubbleBytes) {
    checker.problem(path, DETAIL.jsonSize(FLEX_LIMITS.bubbleBytes));
    return;
  }
  checkComponents(checker, bubble, path);
}

/** A flex message: alt text and a bubble or a carousel of 1..12 bubbles within LINE's sizes. */
export function checkFlex(checker: BodyChecker, message: JsonObject, path: string): void {
  checker.text(message, 'altText', path, 400);
  const contents = checker.object(message, 'contents', path);
  if (!contents) return;
  const contentsPath = join(path, 'contents');
  const type = contents['type'];
  if (type === 'bubble') {
    checkBubble(checker, contents, contentsPath);
  } else if (type === 'carousel') {
    checker.onlyKnown(contents, contentsPath, ['type', 'contents']);
    const bubbles = checker.array(
      contents,
      'contents',
      contentsPath,
      1,
      FLEX_LIMITS.carouselBubbles,
    );
    if (!bubbles) return;
    if (jsonBytes(contents) > FLEX_LIMITS.carouselBytes) {
      checker.problem(contentsPath, DETAIL.jsonSize(FLEX_LIMITS.carouselBytes));
      return;
    }
    bubbles.forEach((bubble, index) =>
      checkBubble(checker, bubble, `${join(contentsPath, 'contents')}[${index}]`),
    );
  } else {
    checker.problem(join(contentsPath, 'type'), DETAIL.oneOf(CONTAINER_TYPES));
  }
}
