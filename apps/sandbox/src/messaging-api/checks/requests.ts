import { LINE_USER_ID_PATTERN } from '@hbc/contracts';
import type { ProtocolError } from '../../domain/protocol-error';
import { checkAggregationUnits } from '../aggregation-units';
import { BodyChecker, DETAIL, isObject } from './body-checker';
import { checkMessages } from './messages';

const USER_ID = new RegExp(LINE_USER_ID_PATTERN);
/** A push may go to a user, a group chat (C…) or a multi-person chat (R…). */
const PUSH_TARGET = /^[UCR][0-9a-f]{32}$/;

export const MULTICAST_MAX_RECIPIENTS = 500;

/**
 * A checked body: the error LINE would answer, or null. `httpMediaOrigin`: the development API,
 * whose uploads may be http (LINE itself takes https only).
 */
type Check = (body: unknown, httpMediaOrigin?: string | null) => ProtocolError | null;

function withObject(
  known: readonly string[],
  check: (checker: BodyChecker, body: Record<string, unknown>) => void,
): Check {
  return (body, httpMediaOrigin = null) => {
    const checker = new BodyChecker(httpMediaOrigin);
    if (!isObject(body)) {
      checker.problem('', DETAIL.object);
      return checker.error();
    }
    checker.onlyKnown(body, '', known);
    check(checker, body);
    return checker.error();
  };
}

/** `POST /v2/bot/message/multicast`: 1..500 user ids and 1..5 messages. */
export const checkMulticastBody = withObject(
  ['to', 'messages', 'notificationDisabled', 'customAggregationUnits'],
  (checker, body) => {
    const to = checker.array(body, 'to', '', 1, MULTICAST_MAX_RECIPIENTS);
    to?.forEach((userId, index) => {
      if (typeof userId !== 'string' || !USER_ID.test(userId)) checker.invalid(`to[${index}]`);
    });
    checker.optionalBoolean(body, 'notificationDisabled', '');
    checkAggregationUnits(checker, body);
    checkMessages(checker, body);
  },
);

/** `POST /v2/bot/message/push`: one recipient and 1..5 messages. */
export const checkPushBody = withObject(
  ['to', 'messages', 'notificationDisabled', 'customAggregationUnits'],
  (checker, body) => {
    const to = body['to'];
    if (typeof to !== 'string' || !PUSH_TARGET.test(to)) checker.invalid("'to'");
    checker.optionalBoolean(body, 'notificationDisabled', '');
    checkAggregationUnits(checker, body);
    checkMessages(checker, body);
  },
);

/** `POST /v2/bot/message/broadcast`: 1..5 messages to every friend. */
export const checkBroadcastBody = withObject(
  ['messages', 'notificationDisabled'],
  (checker, body) => {
    checker.optionalBoolean(body, 'notificationDisabled', '');
    checkMessages(checker, body);
  },
);

/** `POST /v2/bot/message/validate/*`: the messages alone. */
export const checkValidateBody = withObject(['messages'], (checker, body) =>
  checkMessages(checker, body),
);
