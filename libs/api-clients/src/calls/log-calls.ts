import {
  API_PATHS,
  type ActivityLogEntry,
  type ActivityLogListAnswer,
  type ActivityLogListQuery,
} from '@hbc/contracts';
import { authClient } from '../clients';

/**
 * `POST /api/setting/log`: records what the staff member did. The answer is ignored; a failure is
 * only logged to the console and never reaches the caller.
 */
export async function writeLog(entry: ActivityLogEntry): Promise<void> {
  try {
    await authClient.post(API_PATHS.log, entry);
  } catch (error) {
    console.error('writeLog failed', error);
  }
}

/**
 * `POST /api/setting/log/list`: newest first; pass `after` (the last entry) for the next page.
 * `signal` cancels it.
 */
export async function listLogs(
  query: ActivityLogListQuery,
  signal?: AbortSignal,
): Promise<ActivityLogListAnswer> {
  const response = await authClient.post<ActivityLogListAnswer>(
    API_PATHS.logList,
    query,
    signal ? { signal } : {},
  );
  return response.data;
}
