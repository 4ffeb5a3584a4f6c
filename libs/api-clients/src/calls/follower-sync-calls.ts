import {
  API_PATHS,
  type ApiSuccess,
  type FollowerSyncListQuery,
  type FollowerSyncRecord,
  type ListAnswer,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

/** `POST /api/setting/follower-sync/list`: the follower checks, newest first. */
export function listFollowerSyncs(
  query: FollowerSyncListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<FollowerSyncRecord>> {
  return postList(API_PATHS.followerSyncList, query, signal);
}

/** `POST /api/setting/follower-sync`: starts a check (409 while one runs); answers it running. */
export async function startFollowerSync(): Promise<FollowerSyncRecord> {
  const response = await authClient.post<ApiSuccess<FollowerSyncRecord>>(API_PATHS.followerSync);
  return response.data.data;
}
