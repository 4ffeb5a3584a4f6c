import { checkAltText } from './alt-text';
import { BodyChecker, DETAIL, isObject, join, type JsonObject } from './body-checker';
import { checkUri } from './links';

/**
 * `baseSize.width` is always 1040: LINE fetches an imagemap's image at `baseUrl/1040` (and /700,
 * /460, /300, /240). https://developers.line.biz/en/reference/messaging-api/#imagemap-message
 */
export const IMAGEMAP_BASE_WIDTH = 1040;

const IMAGEMAP_ACTION_TYPES = ['uri', 'message', 'clipboard'] as const;

interface Size {
  width: number;
  height: number;
}

/** An area: x, y, width and height, lying within the base size. */
function checkArea(checker: BodyChecker, area: JsonObject, path: string, base: Size | null): void {
  checker.onlyKnown(area, path, ['x', 'y', 'width', 'height']);
  const x = checker.integer(area, 'x', path, 0);
  const y = checker.integer(area, 'y', path, 0);
  const width = checker.integer(area, 'width', path, 1);
  const height = checker.integer(area, 'height', path, 1);
  if (base === null || x === null || y === null || width === null || height === null) return;
  if (x + width > base.width || y + height > base.height) {
    checker.problem(path, DETAIL.outsideBase);
  }
}

function checkImagemapAction(
  checker: BodyChecker,
  action: unknown,
  path: string,
  base: Size | null,
): void {
  if (!isObject(action)) {
    checker.problem(path, DETAIL.object);
    return;
  }
  const type = action['type'];
  if (type === 'uri') {
    checker.onlyKnown(action, path, ['type', 'label', 'linkUri', 'area']);
    checkUri(checker, action, 'linkUri', path);
  } else if (type === 'message') {
    checker.onlyKnown(action, path, ['type', 'label', 'text', 'area']);
    checker.text(action, 'text', path, 400);
  } else if (type === 'clipboard') {
    checker.onlyKnown(action, path, ['type', 'label', 'clipboardText', 'area']);
    checker.text(action, 'clipboardText', path, 1000);
  } else {
    checker.problem(join(path, 'type'), DETAIL.oneOf(IMAGEMAP_ACTION_TYPES));
    return;
  }
  checker.text(action, 'label', path, 100, false);
  const area = checker.object(action, 'area', path);
  if (area) checkArea(checker, area, join(path, 'area'), base);
}

function checkBaseSize(checker: BodyChecker, message: JsonObject, path: string): Size | null {
  const baseSize = checker.object(message, 'baseSize', path);
  if (!baseSize) return null;
  const sizePath = join(path, 'baseSize');
  checker.onlyKnown(baseSize, sizePath, ['width', 'height']);
  const width = checker.integer(baseSize, 'width', sizePath, 1);
  const height = checker.integer(baseSize, 'height', sizePath, 1);
  if (width !== null && width !== IMAGEMAP_BASE_WIDTH) {
    checker.problem(join(sizePath, 'width'), DETAIL.exactly(IMAGEMAP_BASE_WIDTH));
    return null;
  }
  return width === null || height === null ? null : { width, height };
}

function checkImagemapVideo(
  checker: BodyChecker,
  video: JsonObject,
  path: string,
  base: Size | null,
): void {
  checker.onlyKnown(video, path, ['originalContentUrl', 'previewImageUrl', 'area', 'externalLink']);
  checker.httpsUrl(video, 'originalContentUrl', path);
  checker.httpsUrl(video, 'previewImageUrl', path);
  const area = checker.object(video, 'area', path);
  if (area) checkArea(checker, area, join(path, 'area'), base);
  const link = checker.object(video, 'externalLink', path, false);
  if (link) {
    const linkPath = join(path, 'externalLink');
    checker.onlyKnown(link, linkPath, ['linkUri', 'label']);
    checkUri(checker, link, 'linkUri', linkPath);
    checker.text(link, 'label', linkPath, 30);
  }
}

/** An imagemap message: base URL and size, alt text, 1..50 actions inside the base size. */
export function checkImagemap(checker: BodyChecker, message: JsonObject, path: string): void {
  checker.httpsUrl(message, 'baseUrl', path);
  checkAltText(checker, message, path);
  const base = checkBaseSize(checker, message, path);
  const actions = checker.array(message, 'actions', path, 1, 50);
  actions?.forEach((action, index) =>
    checkImagemapAction(checker, action, `${join(path, 'actions')}[${index}]`, base),
  );
  const video = checker.object(message, 'video', path, false);
  if (video) checkImagemapVideo(checker, video, join(path, 'video'), base);
}
