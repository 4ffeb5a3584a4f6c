import { API_PATHS, type ApiList, type ApiSuccess } from '@hbc/contracts';
import { authClient } from '../clients';
import type { AddCidBody, CidDto, CidListQuery } from '../types';

/** `POST /api/setting/cid/list`: excluded citizen IDs. */
export async function listCids(query: CidListQuery): Promise<ApiList<CidDto>> {
  const response = await authClient.post<ApiList<CidDto>>(API_PATHS.cidList, query);
  return response.data;
}

/** `POST /api/setting/cid`. */
export async function addCid(body: AddCidBody): Promise<CidDto> {
  const response = await authClient.post<ApiSuccess<CidDto>>(API_PATHS.cid, body);
  return response.data.data;
}

/** `DELETE /api/setting/cid/{id}`. */
export async function deleteCid(id: number): Promise<void> {
  await authClient.delete(API_PATHS.cidById(id));
}
