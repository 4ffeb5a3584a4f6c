import {
  API_PATHS,
  type ApiList,
  type ApiSuccess,
  type CidImportBody,
  type CidImportPreview,
  type CidImportResult,
  type ExcludedCidListQuery,
  type ExcludedCidRecord,
  type NewExcludedCidBody,
  type RevealedCid,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { uploadProgress, type ProgressListener } from './upload-calls';

/** `POST /api/setting/cid/list`: excluded citizen IDs, masked. */
export async function listCids(query: ExcludedCidListQuery): Promise<ApiList<ExcludedCidRecord>> {
  const response = await authClient.post<ApiList<ExcludedCidRecord>>(API_PATHS.cidList, query);
  return response.data;
}

/** `POST /api/setting/cid`. */
export async function addCid(body: NewExcludedCidBody): Promise<ExcludedCidRecord> {
  const response = await authClient.post<ApiSuccess<ExcludedCidRecord>>(API_PATHS.cid, body);
  return response.data.data;
}

/** `DELETE /api/setting/cid/{id}`. */
export async function deleteCid(id: number): Promise<void> {
  await authClient.delete(API_PATHS.cidById(id));
}

/** `POST /api/setting/cid/{id}/reveal`: the full CID (Super Admin; written to the activity log). */
export async function revealCid(id: number): Promise<RevealedCid> {
  const response = await authClient.post<ApiSuccess<RevealedCid>>(API_PATHS.cidReveal(id));
  return response.data.data;
}

/** `POST /api/setting/cid/import`: sends the file; answers what confirming it would do. */
export async function previewCidImport(
  body: CidImportBody,
  onProgress?: ProgressListener,
): Promise<CidImportPreview> {
  const response = await authClient.post<ApiSuccess<CidImportPreview>>(
    API_PATHS.cidImport,
    body,
    uploadProgress(onProgress),
  );
  return response.data.data;
}

/** `POST /api/setting/cid/import/{importId}`: excludes every valid row of the preview, or none. */
export async function confirmCidImport(importId: string): Promise<CidImportResult> {
  const response = await authClient.post<ApiSuccess<CidImportResult>>(
    API_PATHS.cidImportById(importId),
  );
  return response.data.data;
}

/** `DELETE /api/setting/cid/import/{importId}`: the preview dropped. */
export async function cancelCidImport(importId: string): Promise<void> {
  await authClient.delete(API_PATHS.cidImportById(importId));
}
