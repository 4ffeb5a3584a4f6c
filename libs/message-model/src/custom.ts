import { string } from 'yup';
import { MESSAGES } from './constants';
import { isJsonObject } from './json-path';
import { parseJson } from './json-text';
import { MESSAGE_TABLES, messageTableOf, tableIssues } from './line-reference';
import type { FieldIssue } from './types';

/** LINE message types a custom message may be, and the fields each one cannot do without. */
export const LINE_REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(MESSAGE_TABLES).map(([type, table]) => [type, table.required ?? []]),
);

/** A new custom message starts as an empty text message (spec section 3). */
export function createCustomJson(): string {
  return JSON.stringify({ type: 'text', text: '' }, null, 2);
}

export function customJsonOf(message: unknown): string {
  return JSON.stringify(message, null, 2);
}

/**
 * Every LINE rule a parsed value breaks as a message object, with paths below `path`
 * (`json.contents.body.contents[2].weight`; '' gives paths inside the message): a known type,
 * its required fields, no unknown property, and each property's own rules (lengths, counts,
 * values, nested objects). Media URLs and links are `lineRuleIssues`'.
 */
export function validateCustomObject(value: unknown, path = 'json'): FieldIssue[] {
  const notMessage = [{ path, message: MESSAGES.jsonNotMessage }];
  if (!isJsonObject(value)) return notMessage;
  const table = messageTableOf(value['type']);
  return table ? tableIssues(value, table, path) : notMessage;
}

/** 'รูปแบบ JSON ไม่ถูกต้อง (บรรทัด 3 คอลัมน์ 5)' for invalid JSON, then the LINE message checks. */
export function validateCustomJson(json: string): FieldIssue[] {
  const parsed = parseJson(json);
  if (!parsed.ok) {
    const { line, column } = parsed.position;
    return [{ path: 'json', message: `${MESSAGES.jsonInvalid} (บรรทัด ${line} คอลัมน์ ${column})` }];
  }
  return validateCustomObject(parsed.value);
}

/**
 * A custom message's field ('template.actions[0].uri: ', also for the editor's
 * 'json.template.actions[0].uri'); its JSON text as a whole ('json', '') goes unnamed.
 */
export function describeCustomPath(path: string): string {
  const field = path.startsWith('json.') ? path.slice('json.'.length) : path;
  return field && field !== 'json' ? `${field}: ` : '';
}

/** The custom format's rule as a Yup schema over the raw JSON text: its first issue, field named. */
export const customSchema = string().test(
  'custom-json',
  MESSAGES.jsonInvalid,
  function check(value) {
    const issue = validateCustomJson(value ?? '')[0];
    if (!issue) return true;
    return this.createError({ message: `${describeCustomPath(issue.path)}${issue.message}` });
  },
);
