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
    .max(LIMITS.textMax, MESSAGES.textTooLong),
});

export function validateText(message: TextMessage): FieldIssue[] {
  return runSchema(textSchema, message);
}
