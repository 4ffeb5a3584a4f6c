import {
  checkAction,
  IMAGE_CAROUSEL_ACTION,
  TEMPLATE_ACTION,
  TEMPLATE_DEFAULT_ACTION,
} from './actions';
import { checkAltText } from './alt-text';
import { BodyChecker, DETAIL, isAbsent, isObject, join, type JsonObject } from './body-checker';
import { checkValues, oneOf, STRING, type ValueTable } from './property-rules';

/** https://developers.line.biz/en/reference/messaging-api/#template-messages */
const TEMPLATE_TYPES = ['buttons', 'confirm', 'carousel', 'image_carousel'] as const;
type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** At most 10 columns in a carousel or an image carousel. */
const MAX_COLUMNS = 10;

/** How a buttons template or carousel shows its images. https://developers.line.biz/en/reference/messaging-api/#buttons */
const IMAGE_DISPLAY: ValueTable = {
  imageAspectRatio: oneOf(['rectangle', 'square']),
  imageSize: oneOf(['cover', 'contain']),
};

/** A card's own plain values: its image's background. */
const CARD_VALUES: ValueTable = { imageBackgroundColor: STRING };
/** A card's other properties, checked by `checkCardText` and the action checks. */
const CARD_KEYS = ['thumbnailImageUrl', 'title', 'text', 'defaultAction', 'actions'] as const;

function checkActions(
  checker: BodyChecker,
  value: JsonObject,
  path: string,
  min: number,
  max: number,
): unknown[] | null {
  const actions = checker.array(value, 'actions', path, min, max);
  actions?.forEach((action, index) =>
    checkAction(checker, action, `${join(path, 'actions')}[${index}]`, TEMPLATE_ACTION),
  );
  return actions;
}

function checkDefaultAction(checker: BodyChecker, value: JsonObject, path: string): void {
  if (!isAbsent(value['defaultAction'])) {
    checkAction(
      checker,
      value['defaultAction'],
      join(path, 'defaultAction'),
      TEMPLATE_DEFAULT_ACTION,
    );
  }
}

/** Text of a buttons template or carousel column: shorter when an image or a title shows. */
function checkCardText(checker: BodyChecker, card: JsonObject, path: string, max: number): void {
  checker.text(card, 'title', path, 40, false);
  checker.httpsUrl(card, 'thumbnailImageUrl', path, 2000, false);
  const crowded = card['thumbnailImageUrl'] !== undefined || card['title'] !== undefined;
  checker.text(card, 'text', path, crowded ? 60 : max);
}

/** https://developers.line.biz/en/reference/messaging-api/#buttons */
function checkButtons(checker: BodyChecker, template: JsonObject, path: string): void {
  checkValues(checker, template, path, { ...IMAGE_DISPLAY, ...CARD_VALUES }, [
    'type',
    ...CARD_KEYS,
  ]);
  checkCardText(checker, template, path, 160);
  checkDefaultAction(checker, template, path);
  checkActions(checker, template, path, 1, 4);
}

/** https://developers.line.biz/en/reference/messaging-api/#confirm */
function checkConfirm(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, ['type', 'text', 'actions']);
  checker.text(template, 'text', path, 240);
  checkActions(checker, template, path, 2, 2);
}

/** What every column of a carousel must share, and how it reads in the detail. */
const SAME_IN_EVERY_COLUMN: ReadonlyArray<{
  key: string;
  what: string;
  of: (column: JsonObject) => unknown;
}> = [
  {
    key: 'actions',
    what: 'number of actions',
    of: (column) => (Array.isArray(column['actions']) ? column['actions'].length : 0),
  },
  {
    key: 'thumbnailImageUrl',
    what: 'use of thumbnailImageUrl',
    of: (column) => !isAbsent(column['thumbnailImageUrl']),
  },
  { key: 'title', what: 'use of title', of: (column) => !isAbsent(column['title']) },
];

/**
 * Keep the number of actions consistent for all columns; an image or a title in one column means
 * one in every column. https://developers.line.biz/en/reference/messaging-api/#column-object-for-carousel
 */
function checkColumnsAlike(checker: BodyChecker, columns: JsonObject[], path: string): void {
  const [first, ...others] = columns;
  if (!first) return;
  for (const { key, what, of } of SAME_IN_EVERY_COLUMN) {
    const index = others.findIndex((column) => of(column) !== of(first));
    if (index >= 0) {
      checker.problem(join(`${path}[${index + 1}]`, key), DETAIL.sameInEveryColumn(what));
    }
  }
}

/** https://developers.line.biz/en/reference/messaging-api/#carousel */
function checkCarousel(checker: BodyChecker, template: JsonObject, path: string): void {
  checkValues(checker, template, path, IMAGE_DISPLAY, ['type', 'columns']);
  const columns = checker.array(template, 'columns', path, 1, MAX_COLUMNS);
  if (!columns) return;
  const columnsPath = join(path, 'columns');
  const objects: JsonObject[] = [];
  columns.forEach((column, index) => {
    const columnPath = `${columnsPath}[${index}]`;
    if (!isObject(column)) return checker.problem(columnPath, DETAIL.object);
    objects.push(column);
    checkValues(checker, column, columnPath, CARD_VALUES, CARD_KEYS);
    checkCardText(checker, column, columnPath, 120);
    checkDefaultAction(checker, column, columnPath);
    checkActions(checker, column, columnPath, 1, 3);
  });
  if (objects.length === columns.length) checkColumnsAlike(checker, objects, columnsPath);
}

/** https://developers.line.biz/en/reference/messaging-api/#image-carousel */
function checkImageCarousel(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, ['type', 'columns']);
  const columns = checker.array(template, 'columns', path, 1, MAX_COLUMNS);
  columns?.forEach((column, index) => {
    const columnPath = `${join(path, 'columns')}[${index}]`;
    if (!isObject(column)) return checker.problem(columnPath, DETAIL.object);
    checker.onlyKnown(column, columnPath, ['imageUrl', 'action']);
    checker.httpsUrl(column, 'imageUrl', columnPath);
    checkAction(checker, column['action'], join(columnPath, 'action'), IMAGE_CAROUSEL_ACTION);
  });
}

const TEMPLATE_CHECKS: Record<
  TemplateType,
  (checker: BodyChecker, template: JsonObject, path: string) => void
> = {
  buttons: checkButtons,
  confirm: checkConfirm,
  carousel: checkCarousel,
  image_carousel: checkImageCarousel,
};

function isTemplateType(type: unknown): type is TemplateType {
  return typeof type === 'string' && (TEMPLATE_TYPES as readonly string[]).includes(type);
}

/** A template message: alt text and the limits of its template. */
export function checkTemplate(checker: BodyChecker, message: JsonObject, path: string): void {
  checkAltText(checker, message, path);
  const template = checker.object(message, 'template', path);
  if (!template) return;
  const templatePath = join(path, 'template');
  const type = template['type'];
  if (!isTemplateType(type)) {
    checker.problem(join(templatePath, 'type'), DETAIL.oneOf(TEMPLATE_TYPES));
    return;
  }
  TEMPLATE_CHECKS[type](checker, template, templatePath);
}
