import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type NewUserBody,
  type UserBody,
  type UserListQuery,
  type UserRecord,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

/** `POST /api/setting/user-management/list`; `signal` cancels it. */
export function listUsers(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<UserRecord>> {
  return postList(API_PATHS.userList, query, signal);
}

/** `POST /api/setting/user-management`: the new user, INVITED, with their invite link's code. */
export async function createUser(body: NewUserBody): Promise<UserRecord> {
  const response = await authClient.post<ApiSuccess<UserRecord>>(API_PATHS.user, body);
  return response.data.data;
}

/** `GET /api/setting/user-management/{id}`. */
export async function getUser(id: number): Promise<UserRecord> {
  const response = await authClient.get<ApiSuccess<UserRecord>>(API_PATHS.userById(id));
  return response.data.data;
}

/** `PUT /api/setting/user-management/{id}`; the body carries the same id (spec section 7). */
export async function updateUser(id: number, body: Omit<UserBody, 'id'>): Promise<UserRecord> {
  const payload: UserBody = { ...body, id };
  const response = await authClient.put<ApiSuccess<UserRecord>>(API_PATHS.userById(id), payload);
  return response.data.data;
}

/** `DELETE /api/setting/user-management/{id}`. */
export async function deleteUser(id: number): Promise<void> {
  await authClient.delete(API_PATHS.userById(id));
}

/**
 * `POST /api/setting/user-management/{id}/invite`: a new invite link for an INVITED user; the
 * old link stops working. Answers the user with the new code and expiry.
 */
export async function reissueInvite(id: number): Promise<UserRecord> {
  const response = await authClient.post<ApiSuccess<UserRecord>>(API_PATHS.userInvite(id));
  return response.data.data;
}
