import { useSearchParams } from 'react-router';
import { ApiError } from '@hbc/api-clients';
import { idFromQuery } from '../records/record-id';

/** The record of `?id=`: null for a new one, 'invalid' for an id no record can have. */
export type RecordId = number | null | 'invalid';

/**
 * The record a form screen opens (`?id=`) and the ids a new record starts with from the
 * address (`startFrom`, such as `{ healthRegionId: 'region' }` for `?region=7`).
 */
export function useRecordQuery(startFrom: Partial<Record<string, string>> = {}): {
  id: RecordId;
  start: Record<string, number>;
} {
  const [params] = useSearchParams();
  const start: Record<string, number> = {};
  for (const [field, key] of Object.entries(startFrom)) {
    const value = key === undefined ? null : idFromQuery(params.get(key));
    if (typeof value === 'number') start[field] = value;
  }
  return { id: idFromQuery(params.get('id')), start };
}

const notFound = () => Promise.reject(new ApiError('NOT_FOUND', { status: 404 }));

/**
 * The `load` of the entity form of record `id`: none for a new record (null), read by `read` for
 * an id, not found for an id no record can have.
 */
export function formLoad<Values>(
  id: RecordId,
  read: (id: number, signal: AbortSignal) => Promise<Values>,
): { load?: (signal: AbortSignal) => Promise<Values> } {
  if (id === null) return {};
  return { load: id === 'invalid' ? notFound : (signal) => read(id, signal) };
}
