import { API_PATHS, type TrackingUrlRecord } from '@hbc/contracts';
import type { App } from '../../../app';
import { tokenCall } from '../../../test/token-call';

export { answered } from '../../../test/token-call';

/** The tracking-link calls, each as the holder of `token` (null: no Authorization header). */
export function trackingUrlCalls(app: App) {
  const call = tokenCall(app);
  const calls = {
    list: (token: string | null, query: object = {}) =>
      call('POST', API_PATHS.trackingUrlList, token, { page: 1, pageSize: 100, ...query }),
    create: (token: string | null, body: object) =>
      call('POST', API_PATHS.trackingUrl, token, body),
    get: (token: string | null, id: number | string) =>
      call('GET', API_PATHS.trackingUrlById(id), token),
    update: (token: string | null, id: number | string, body: object) =>
      call('PUT', API_PATHS.trackingUrlById(id), token, body),
    remove: (token: string | null, id: number | string) =>
      call('DELETE', API_PATHS.trackingUrlById(id), token),
    /** Creates a link that must be created; answers it. */
    async created(token: string, body: object): Promise<TrackingUrlRecord> {
      const response = await calls.create(token, body);
      if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
      return (response.json() as { data: TrackingUrlRecord }).data;
    },
  };
  return calls;
}
