import { API_PATHS } from '@hbc/contracts';
import type { App } from '../../../app';
import { tokenCall } from '../../../test/token-call';

export { answered } from '../../../test/token-call';

/** The province and unit calls, each as the holder of `token` (none: no Authorization header). */
export function healthCenterCalls(app: App) {
  const call = tokenCall(app);
  return {
    province: {
      list: (token: string | null, query: object = {}) =>
        call('POST', API_PATHS.healthProvinceList, token, query),
      create: (token: string | null, body: object) =>
        call('POST', API_PATHS.healthProvince, token, body),
      get: (token: string | null, id: number | string) =>
        call('GET', API_PATHS.healthProvinceById(id), token),
      update: (token: string | null, id: number | string, body: object) =>
        call('PUT', API_PATHS.healthProvinceById(id), token, body),
      remove: (token: string | null, id: number | string) =>
        call('DELETE', API_PATHS.healthProvinceById(id), token),
    },
    unit: {
      list: (token: string | null, query: object = {}) =>
        call('POST', API_PATHS.healthUnitList, token, query),
      create: (token: string | null, body: object) =>
        call('POST', API_PATHS.healthUnit, token, body),
      get: (token: string | null, id: number | string) =>
        call('GET', API_PATHS.healthUnitById(id), token),
      own: (token: string | null) => call('GET', API_PATHS.healthUnitOwn, token),
      update: (token: string | null, id: number | string, body: object) =>
        call('PUT', API_PATHS.healthUnitById(id), token, body),
      remove: (token: string | null, id: number | string) =>
        call('DELETE', API_PATHS.healthUnitById(id), token),
    },
  };
}
