import { withoutBroadcastAttribution } from '@hbc/contracts';
import { object, string } from 'yup';
import { LIMITS, MESSAGES } from './constants';
import type { FieldIssue, TextMessage } from './types';
import { isFilled, runSchema } from './yup-issues';

export function createTextMessage(text = ''): TextMessage {
  return { type: 'text', text };
}

export const textSchema = object({
  text: string()
    .typeError(MESSAGES.textRequired)
    .test('required', MESSAGES.textRequired, isFilled)
    // The `?b=` the sending adds to tracking links is not the text staff wrote.
    .test(
      'max',
      MESSAGES.textTooLong,
      (text) => text === undefined || withoutBroadcastAttribution(text).length <= LIMITS.textMax,
    ),
});

export function validateText(message: TextMessage): FieldIssue[] {
  return runSchema(textSchema, message);
}
