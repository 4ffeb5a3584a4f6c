import { API_PATHS, type ActivityLogEntry, type ApiList } from '@hbc/contracts';
import { authClient } from '../clients';
import type { LogDto, LogListQuery } from '../types';

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

/** `POST /api/setting/log/list`. */
export async function listLogs(query: LogListQuery): Promise<ApiList<LogDto>> {
  const response = await authClient.post<ApiList<LogDto>>(API_PATHS.logList, query);
  return response.data;
}
