import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type SegmentBody,
  type SegmentCidList,
  type SegmentCidListBody,
  type SegmentCount,
  type SegmentCountBody,
  type SegmentListQuery,
  type SegmentRecord,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';
import { uploadProgress, type ProgressListener } from './upload-calls';

async function data<T>(request: Promise<{ data: ApiSuccess<T> }>): Promise<T> {
  return (await request).data.data;
}

/** `POST /api/segment/list`: the unit's segments, searched by name; `signal` cancels it. */
export function listSegments(
  query: SegmentListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<SegmentRecord>> {
  return postList(API_PATHS.segmentList, query, signal);
}

/** `POST /api/segment`: a new segment of the signed-in staff member's unit. */
export function createSegment(body: SegmentBody): Promise<SegmentRecord> {
  return data(authClient.post<ApiSuccess<SegmentRecord>>(API_PATHS.segment, body));
}

/** `GET /api/segment/{id}`. */
export function getSegment(id: number, signal?: AbortSignal): Promise<SegmentRecord> {
  return data(
    authClient.get<ApiSuccess<SegmentRecord>>(API_PATHS.segmentById(id), signal ? { signal } : {}),
  );
}

/** `PUT /api/segment/{id}`. */
export function updateSegment(id: number, body: SegmentBody): Promise<SegmentRecord> {
  return data(authClient.put<ApiSuccess<SegmentRecord>>(API_PATHS.segmentById(id), body));
}

/** `DELETE /api/segment/{id}`: refused (409) while a scheduled or sending broadcast targets it. */
export async function deleteSegment(id: number): Promise<void> {
  await authClient.delete(API_PATHS.segmentById(id));
}

/**
 * `POST /api/segment/count`: how many citizens of the unit the rules reach now (with the
 * breakdown by age band, sex and province when asked). `signal` cancels it: the form's live
 * count drops the previous request when the rules change again.
 */
export function countSegment(body: SegmentCountBody, signal?: AbortSignal): Promise<SegmentCount> {
  return data(
    authClient.post<ApiSuccess<SegmentCount>>(
      API_PATHS.segmentCount,
      body,
      signal ? { signal } : {},
    ),
  );
}

/**
 * `POST /api/segment/{id}/count`: a saved segment counted afresh with its breakdown (its detail
 * page); the API keeps the count on the segment. `signal` cancels it.
 */
export function countSavedSegment(id: number, signal?: AbortSignal): Promise<SegmentCount> {
  return data(
    authClient.post<ApiSuccess<SegmentCount>>(
      API_PATHS.segmentCountById(id),
      undefined,
      signal ? { signal } : {},
    ),
  );
}

/** `POST /api/segment/cid-list`: a CSV or XLSX of CIDs, kept hashed for a CID-list condition. */
export function uploadSegmentCidList(
  body: SegmentCidListBody,
  onProgress?: ProgressListener,
): Promise<SegmentCidList> {
  return data(
    authClient.post<ApiSuccess<SegmentCidList>>(
      API_PATHS.segmentCidList,
      body,
      uploadProgress(onProgress),
    ),
  );
}
