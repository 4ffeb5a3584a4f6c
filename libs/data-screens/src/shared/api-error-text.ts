import { ApiError } from '@hbc/api-clients';

/** Said when a list or a record could not be loaded and the API gave no Thai reason. */
export const LOAD_FAILED_TEXT = 'โหลดข้อมูลไม่สำเร็จ';
/** Said when a record does not exist (or is outside the user's unit: the API answers 404 alike). */
export const NOT_FOUND_TEXT = 'ไม่พบข้อมูล';
/** Said when saving failed and the API gave no Thai reason. */
export const SAVE_FAILED_TEXT = 'บันทึกข้อมูลไม่สำเร็จ';
/** The label of every "try again" button. */
export const RETRY_TEXT = 'ลองอีกครั้ง';

const THAI = /[\u0E00-\u0E7F]/;

/**
 * What staff read for a failed call: the API's own Thai text (its first issue, or a Thai
 * `message`), else `fallback`. The API's `message` is a code such as FORBIDDEN, never shown.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const issue = error.errors?.find((e) => typeof e.message === 'string' && THAI.test(e.message));
  if (issue) return issue.message;
  return THAI.test(error.message) ? error.message : fallback;
}

/** A 404: the record is gone, or was never the user's to see. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
