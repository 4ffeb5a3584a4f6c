import { checkAction, QUICK_REPLY_ACTION } from './actions';
import { BodyChecker, DETAIL, isObject, join, type JsonObject } from './body-checker';
import { checkValues, HTTPS_URL, oneOf, required, type ValueTable } from './property-rules';

/** https://developers.line.biz/en/reference/messaging-api/#items-object */
export const QUICK_REPLY_MAX_ITEMS = 13;

/** A quick reply button besides its action. https://developers.line.biz/en/reference/messaging-api/#quick-reply-button-object */
const ITEM: ValueTable = {
  type: required(oneOf(['action'])),
  imageUrl: HTTPS_URL,
};

function checkItem(checker: BodyChecker, item: unknown, path: string): void {
  if (!isObject(item)) {
    checker.problem(path, DETAIL.object);
    return;
  }
  checkValues(checker, item, path, ITEM, ['action']);
  checkAction(checker, item['action'], join(path, 'action'), QUICK_REPLY_ACTION);
}

/** A message's `quickReply`, when it has one: 1..13 buttons. */
export function checkQuickReply(checker: BodyChecker, message: JsonObject, path: string): void {
  const quickReply = checker.object(message, 'quickReply', path, false);
  if (!quickReply) return;
  const quickReplyPath = join(path, 'quickReply');
  checker.onlyKnown(quickReply, quickReplyPath, ['items']);
  const items = checker.array(quickReply, 'items', quickReplyPath, 1, QUICK_REPLY_MAX_ITEMS);
  items?.forEach((item, index) =>
    checkItem(checker, item, `${join(quickReplyPath, 'items')}[${index}]`),
  );
}
