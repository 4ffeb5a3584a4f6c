import { ApiError } from '@hbc/api-clients';

/** Said when the API refuses an action to the signed-in role (403 without a Thai reason). */
export const NO_PERMISSION_TEXT = 'ไม่มีสิทธิ์ดำเนินการนี้';

/**
 * The call, its 403 carrying 'ไม่มีสิทธิ์ดำเนินการนี้' as its issue: the API answers FORBIDDEN
 * alone, and staff read Thai.
 */
export async function withPermissionText<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && !error.errors?.length) {
      throw new ApiError(error.message, {
        status: 403,
        errors: [{ path: '', message: NO_PERMISSION_TEXT }],
        body: error.body,
        cause: error,
      });
    }
    throw error;
  }
}
