import {
  API_PATHS,
  type ApiSuccess,
  type CitizenFileImport,
  type CitizenFileImportBody,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { uploadProgress, type ProgressListener } from './upload-calls';

/**
 * `POST /api/citizen/import-file` (Super Admin): sends a CSV or XLSX file of citizens; answers the
 * import, read by the API in the background (poll `getCitizenFileImport` for how far it is).
 */
export async function startCitizenFileImport(
  body: CitizenFileImportBody,
  onProgress?: ProgressListener,
): Promise<CitizenFileImport> {
  const response = await authClient.post<ApiSuccess<CitizenFileImport>>(
    API_PATHS.citizenImportFile,
    body,
    uploadProgress(onProgress),
  );
  return response.data.data;
}

/** `GET /api/citizen/import-file/{importId}`: how far a file's import is; `signal` cancels it. */
export async function getCitizenFileImport(
  importId: string,
  signal?: AbortSignal,
): Promise<CitizenFileImport> {
  const response = await authClient.get<ApiSuccess<CitizenFileImport>>(
    API_PATHS.citizenImportFileById(importId),
    signal ? { signal } : {},
  );
  return response.data.data;
}
