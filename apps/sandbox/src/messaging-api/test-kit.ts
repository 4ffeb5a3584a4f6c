import type { InjectOptions } from 'fastify';
import { SANDBOX_DEFAULTS } from '../config/defaults';
import type { SandboxApp } from '../app';

/** Headers of a call the API's client makes: the development channel access token. */
export const BEARER = { authorization: `Bearer ${SANDBOX_DEFAULTS.lineMessagingAccessToken}` };

/** The n-th made-up LINE user id (`U` and 32 hex digits). */
export function userId(n: number): string {
  return `U${n.toString(16).padStart(32, '0')}`;
}

export function userIds(count: number, from = 1): string[] {
  return Array.from({ length: count }, (_unused, index) => userId(from + index));
}

export const RETRY_KEY = '123e4567-e89b-12d3-a456-426614174000';

export function textMessage(text = 'สวัสดีค่ะ'): { type: 'text'; text: string } {
  return { type: 'text', text };
}

/** A POST to the Messaging API under /line with the token, a JSON body and extra headers. */
export function post(
  app: SandboxApp,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/line${path}`,
    headers: { ...BEARER, ...headers },
    payload: payload as InjectOptions['payload'],
  });
}

export function get(app: SandboxApp, path: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: `/line${path}`, headers: { ...BEARER, ...headers } });
}

/** `POST /line/v2/bot/message/validate/push` with these messages: what LINE says of them. */
export function validate(app: SandboxApp, messages: unknown[]) {
  return post(app, '/v2/bot/message/validate/push', { messages });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
