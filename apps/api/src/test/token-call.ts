import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import { bearer } from './sign-in';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call to `app` as the holder of `token` (null: no Authorization header), with an optional JSON body. */
export type TokenCall = (
  method: CallMethod,
  url: string,
  token: string | null,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** How an area's test calls reach the app: one injected request per call. */
export function tokenCall(app: App): TokenCall {
  return (method, url, token, payload) =>
    app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** `{ status, body }` of an answer, to compare in one assertion. */
export const answered = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json() as unknown,
});

/** The `data` of a 200 answer; any other answer fails the test with its status and body. */
export function dataOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return (response.json() as { data: T }).data;
}
