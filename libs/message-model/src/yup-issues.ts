import { ValidationError, type Schema } from 'yup';
import type { FieldIssue } from './types';

/** Runs a pre-built schema synchronously and returns every broken rule (never throws). */
export function runSchema(schema: Schema, value: unknown): FieldIssue[] {
  try {
    schema.validateSync(value, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const source = error.inner.length > 0 ? error.inner : [error];
    return source.map((e) => ({ path: e.path ?? '', message: e.message }));
  }
}

/** A Yup test that fails on missing, non-string or blank values. */
export function isFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}
