import { API_PATHS } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../../app';
import { bearer } from '../../../../test/sign-in';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The province and unit calls, each as the holder of `token` (none: no Authorization header). */
export function healthCenterCalls(app: App) {
  const call = (
    method: Method,
    url: string,
    token: string | null,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
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

/** `{ status, body }` of an answer, to compare in one assertion. */
export const answered = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json() as unknown,
});
