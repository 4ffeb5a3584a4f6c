import { API_PATHS } from '@hbc/contracts';
import type { App } from '../../../app';
import { tokenCall } from '../../../test/token-call';

export { answered } from '../../../test/token-call';

/** The segment calls, each as the holder of `token` (null: no Authorization header). */
export function segmentCalls(app: App) {
  const call = tokenCall(app);
  return {
    list: (token: string | null, query: object = {}) =>
      call('POST', API_PATHS.segmentList, token, { page: 1, pageSize: 100, ...query }),
    create: (token: string | null, body: object) => call('POST', API_PATHS.segment, token, body),
    get: (token: string | null, id: number | string) =>
      call('GET', API_PATHS.segmentById(id), token),
    update: (token: string | null, id: number | string, body: object) =>
      call('PUT', API_PATHS.segmentById(id), token, body),
    remove: (token: string | null, id: number | string) =>
      call('DELETE', API_PATHS.segmentById(id), token),
    count: (token: string | null, body: object) =>
      call('POST', API_PATHS.segmentCount, token, body),
    recount: (token: string | null, id: number | string) =>
      call('POST', API_PATHS.segmentCountById(id), token),
    uploadCidList: (token: string | null, body: object) =>
      call('POST', API_PATHS.segmentCidList, token, body),
  };
}
