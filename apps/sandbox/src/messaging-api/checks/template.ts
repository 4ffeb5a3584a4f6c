import { checkAction } from './actions';
import { BodyChecker, DETAIL, isObject, join, type JsonObject } from './body-checker';

const TEMPLATE_TYPES = ['buttons', 'confirm', 'carousel', 'image_carousel'] as const;
const TEMPLATE_ACTION = { labelMax: 20, labelRequired: false } as const;

function checkActions(
  checker: BodyChecker,
  value: JsonObject,
  path: string,
  min: number,
  max: number,
): void {
  const actions = checker.array(value, 'actions', path, min, max);
  actions?.forEach((action, index) =>
    checkAction(checker, action, `${join(path, 'actions')}[${index}]`, TEMPLATE_ACTION),
  );
}

function checkDefaultAction(checker: BodyChecker, value: JsonObject, path: string): void {
  if (value['defaultAction'] !== undefined) {
    checkAction(checker, value['defaultAction'], join(path, 'defaultAction'), TEMPLATE_ACTION);
  }
}

/** Text of a buttons template or carousel column: shorter when an image or a title shows. */
function checkCardText(checker: BodyChecker, card: JsonObject, path: string, max: number): void {
  checker.text(card, 'title', path, 40, false);
  checker.httpsUrl(card, 'thumbnailImageUrl', path, 2000, false);
  const crowded = card['thumbnailImageUrl'] !== undefined || card['title'] !== undefined;
  checker.text(card, 'text', path, crowded ? 60 : max);
}

function checkButtons(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, [
    'type',
    'thumbnailImageUrl',
    'imageAspectRatio',
    'imageSize',
    'imageBackgroundColor',
    'title',
    'text',
    'defaultAction',
    'actions',
  ]);
  checkCardText(checker, template, path, 160);
  checkDefaultAction(checker, template, path);
  checkActions(checker, template, path, 1, 4);
}

function checkConfirm(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, ['type', 'text', 'actions']);
  checker.text(template, 'text', path, 240);
  checkActions(checker, template, path, 2, 2);
}

function checkCarousel(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, ['type', 'columns', 'imageAspectRatio', 'imageSize']);
  const columns = checker.array(template, 'columns', path, 1, 10);
  columns?.forEach((column, index) => {
    const columnPath = `${join(path, 'columns')}[${index}]`;
    if (!isObject(column)) return checker.problem(columnPath, DETAIL.object);
    checker.onlyKnown(column, columnPath, [
      'thumbnailImageUrl',
      'imageBackgroundColor',
      'title',
      'text',
      'defaultAction',
      'actions',
    ]);
    checkCardText(checker, column, columnPath, 120);
    checkDefaultAction(checker, column, columnPath);
    checkActions(checker, column, columnPath, 1, 3);
  });
}

function checkImageCarousel(checker: BodyChecker, template: JsonObject, path: string): void {
  checker.onlyKnown(template, path, ['type', 'columns']);
  const columns = checker.array(template, 'columns', path, 1, 10);
  columns?.forEach((column, index) => {
    const columnPath = `${join(path, 'columns')}[${index}]`;
    if (!isObject(column)) return checker.problem(columnPath, DETAIL.object);
    checker.onlyKnown(column, columnPath, ['imageUrl', 'action']);
    checker.httpsUrl(column, 'imageUrl', columnPath);
    checkAction(checker, column['action'], join(columnPath, 'action'), {
      labelMax: 12,
      labelRequired: false,
    });
  });
}

const TEMPLATE_CHECKS: Record<
  (typeof TEMPLATE_TYPES)[number],
  (checker: BodyChecker, template: JsonObject, path: string) => void
> = {
  buttons: checkButtons,
  confirm: checkConfirm,
  carousel: checkCarousel,
  image_carousel: checkImageCarousel,
};

function isTemplateType(type: string): type is (typeof TEMPLATE_TYPES)[number] {
  return (TEMPLATE_TYPES as readonly string[]).includes(type);
}

/** A template message: alt text and the basic limits of its template. */
export function checkTemplate(checker: BodyChecker, message: JsonObject, path: string): void {
  checker.text(message, 'altText', path, 400);
  const template = checker.object(message, 'template', path);
  if (!template) return;
  const templatePath = join(path, 'template');
  const type = template['type'];
  if (typeof type !== 'string' || !isTemplateType(type)) {
    checker.problem(join(templatePath, 'type'), DETAIL.oneOf(TEMPLATE_TYPES));
    return;
  }
  TEMPLATE_CHECKS[type](checker, template, templatePath);
}
