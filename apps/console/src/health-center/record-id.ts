import { rowIdFromText } from '@hbc/contracts';

/** The record of `?id=`: null when absent, 'invalid' when it cannot be a record's id. */
export function idFromQuery(value: string | null): number | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  return rowIdFromText(value) ?? 'invalid';
}
