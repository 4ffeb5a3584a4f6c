import {
  API_PATHS,
  type ApiSuccess,
  type ListAnswer,
  type TrackingUrlBody,
  type TrackingUrlListQuery,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { authClient } from '../clients';
import { postList } from './list-calls';

/**
 * `POST /api/tracking-url/list`: the unit's tracking links, searched by name, code or
 * destination; `signal` cancels it.
 */
export function listTrackingUrls(
  query: TrackingUrlListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer<TrackingUrlRecord>> {
  return postList(API_PATHS.trackingUrlList, query, signal);
}

/** `POST /api/tracking-url`: a new link of the signed-in staff member's unit, enabled. */
export async function createTrackingUrl(body: TrackingUrlBody): Promise<TrackingUrlRecord> {
  const response = await authClient.post<ApiSuccess<TrackingUrlRecord>>(
    API_PATHS.trackingUrl,
    body,
  );
  return response.data.data;
}

/** `GET /api/tracking-url/{id}`. */
export async function getTrackingUrl(id: number, signal?: AbortSignal): Promise<TrackingUrlRecord> {
  const response = await authClient.get<ApiSuccess<TrackingUrlRecord>>(
    API_PATHS.trackingUrlById(id),
    signal ? { signal } : {},
  );
  return response.data.data;
}

/** `PUT /api/tracking-url/{id}`: its name and destination, and `enabled` when given. */
export async function updateTrackingUrl(
  id: number,
  body: TrackingUrlBody,
): Promise<TrackingUrlRecord> {
  const response = await authClient.put<ApiSuccess<TrackingUrlRecord>>(
    API_PATHS.trackingUrlById(id),
    body,
  );
  return response.data.data;
}

/** `DELETE /api/tracking-url/{id}`: refused (409) once a sent broadcast carried the link. */
export async function deleteTrackingUrl(id: number): Promise<void> {
  await authClient.delete(API_PATHS.trackingUrlById(id));
}
