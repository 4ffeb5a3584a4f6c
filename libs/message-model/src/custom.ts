import { string } from 'yup';
import { MESSAGES } from './constants';
import { parseJson } from './json-text';
import type { FieldIssue } from './types';

/** LINE message types and the fields each one cannot do without. */
export const LINE_REQUIRED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  text: ['text'],
  sticker: ['packageId', 'stickerId'],
  image: ['originalContentUrl', 'previewImageUrl'],
  video: ['originalContentUrl', 'previewImageUrl'],
  audio: ['originalContentUrl', 'duration'],
  location: ['title', 'address', 'latitude', 'longitude'],
  imagemap: ['baseUrl', 'altText', 'baseSize', 'actions'],
  template: ['altText', 'template'],
  flex: ['altText', 'contents'],
};

/** A new custom message starts as an empty text message (spec section 3). */
export function createCustomJson(): string {
  return JSON.stringify({ type: 'text', text: '' }, null, 2);
}

export function customJsonOf(message: unknown): string {
  return JSON.stringify(message, null, 2);
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/** Checks that a parsed value is a LINE message object: a known type and its required fields. */
export function validateCustomObject(value: unknown, path = 'json'): FieldIssue[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path, message: MESSAGES.jsonNotMessage }];
  }
  const record = value as Record<string, unknown>;
  const type = record['type'];
  const required =
    typeof type === 'string' && Object.hasOwn(LINE_REQUIRED_FIELDS, type)
      ? LINE_REQUIRED_FIELDS[type]
      : undefined;
  if (!required) return [{ path, message: MESSAGES.jsonNotMessage }];
  const missing = required.filter((field) => !isPresent(record[field]));
  return missing.length > 0
    ? [{ path, message: `${MESSAGES.jsonMissingFields}: ${missing.join(', ')}` }]
    : [];
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

/** The custom format's rule as a Yup schema over the raw JSON text. */
export const customSchema = string().test(
  'custom-json',
  MESSAGES.jsonInvalid,
  function check(value) {
    const issue = validateCustomJson(value ?? '')[0];
    return issue ? this.createError({ message: issue.message }) : true;
  },
);
