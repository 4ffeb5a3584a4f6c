import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type NewTesterBody,
  type NewTesterCodeBody,
  type TesterCode,
  type TesterCodeStatus,
  type TesterListQuery,
  type TesterNameBody,
  type TesterRecord,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

/**
 * `POST /api/setting/tester/list`: a unit's testers (Super Admin names the unit in
 * `filters.unitId`), searched by name; `signal` cancels it.
 */
export function listTesters(
  query: TesterListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<TesterRecord>> {
  return postList(API_PATHS.testerList, query, signal);
}

/** `POST /api/setting/tester`: the following citizen of a CID as a tester. */
export async function addTesterByCid(body: NewTesterBody): Promise<TesterRecord> {
  const response = await authClient.post<ApiSuccess<TesterRecord>>(API_PATHS.tester, body);
  return response.data.data;
}

/** `PUT /api/setting/tester/{id}`: a new name. */
export async function renameTester(id: number, body: TesterNameBody): Promise<TesterRecord> {
  const response = await authClient.put<ApiSuccess<TesterRecord>>(API_PATHS.testerById(id), body);
  return response.data.data;
}

/** `DELETE /api/setting/tester/{id}`. */
export async function deleteTester(id: number): Promise<void> {
  await authClient.delete(API_PATHS.testerById(id));
}

/** `POST /api/setting/tester/code`: a one-time code for a new tester to send in a chat. */
export async function makeTesterCode(body: NewTesterCodeBody): Promise<TesterCode> {
  const response = await authClient.post<ApiSuccess<TesterCode>>(API_PATHS.testerCode, body);
  return response.data.data;
}

/** `GET /api/setting/tester/code/{id}`: still waiting, used (with its tester) or expired. */
export async function getTesterCodeStatus(
  id: number,
  signal?: AbortSignal,
): Promise<TesterCodeStatus> {
  const response = await authClient.get<ApiSuccess<TesterCodeStatus>>(
    API_PATHS.testerCodeById(id),
    signal ? { signal } : {},
  );
  return response.data.data;
}

/** `DELETE /api/setting/tester/code/{id}`: the code is no longer accepted. */
export async function cancelTesterCode(id: number): Promise<void> {
  await authClient.delete(API_PATHS.testerCodeById(id));
}
