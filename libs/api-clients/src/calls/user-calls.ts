import { API_PATHS, type ApiList, type ApiSuccess } from '@hbc/contracts';
import { authClient } from '../clients';
import type { CreateUserBody, UpdateUserBody, UserDto, UserListQuery } from '../types';

/** `POST /api/setting/user-management/list`. */
export async function listUsers(query: UserListQuery): Promise<ApiList<UserDto>> {
  const response = await authClient.post<ApiList<UserDto>>(API_PATHS.userList, query);
  return response.data;
}

/** `POST /api/setting/user-management`. */
export async function createUser(body: CreateUserBody): Promise<UserDto> {
  const response = await authClient.post<ApiSuccess<UserDto>>(API_PATHS.user, body);
  return response.data.data;
}

/** `GET /api/setting/user-management/{id}`. */
export async function getUser(id: number): Promise<UserDto> {
  const response = await authClient.get<ApiSuccess<UserDto>>(API_PATHS.userById(id));
  return response.data.data;
}

/** `PUT /api/setting/user-management/{id}`; the body carries the id as well. */
export async function updateUser(id: number, body: UpdateUserBody): Promise<UserDto> {
  const response = await authClient.put<ApiSuccess<UserDto>>(API_PATHS.userById(id), {
    ...body,
    id,
  });
  return response.data.data;
}

/** `DELETE /api/setting/user-management/{id}`. */
export async function deleteUser(id: number): Promise<void> {
  await authClient.delete(API_PATHS.userById(id));
}
