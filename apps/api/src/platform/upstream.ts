import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** How long an external platform may take to answer one call. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** Why a call to an external platform gave nothing usable. */
export type UpstreamFailure =
  /** No answer: connection refused, DNS, timeout. */
  | 'unreachable'
  /** An HTTP error status (the platform refused the request, or failed itself). */
  | 'refused'
  /** HTTP 200 with a body that is not what the protocol promises. */
  | 'invalid_response';

export interface UpstreamProblem {
  failure: UpstreamFailure;
  /** HTTP status, when there was an answer. */
  status?: number;
  /** What went wrong, for the log (never shown to staff). */
  detail: string;
}

export type UpstreamResult<T> = { ok: true; value: T } | ({ ok: false } & UpstreamProblem);

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A form (x-www-form-urlencoded) or JSON body. */
  form?: Record<string, string>;
  json?: unknown;
}

function describeBody(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * One call to an external platform: answers the 200 body when it matches `schema`, otherwise
 * what went wrong. Never throws for network or protocol problems.
 */
export async function callUpstream<T extends TSchema>(
  request: UpstreamRequest,
  schema: T,
  timeoutMs: number = UPSTREAM_TIMEOUT_MS,
): Promise<UpstreamResult<Static<T>>> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      failure: 'unreachable',
      detail: `${request.method} ${request.url}: ${reason}`,
    };
  }
  if (response.status !== 200) {
    return {
      ok: false,
      failure: 'refused',
      status: response.status,
      detail: `${request.method} ${request.url} answered ${response.status}: ${describeBody(text)}`,
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Value.Check(schema, parsed)) {
    return {
      ok: false,
      failure: 'invalid_response',
      status: 200,
      detail: `${request.method} ${request.url} answered an unexpected body: ${describeBody(text)}`,
    };
  }
  return { ok: true, value: parsed };
}

/**
 * `base` + `path` with the query parameters, for a browser to open. Spaces are encoded as %20
 * (as LINE documents `scope=openid%20profile`), not as the form encoding's `+`.
 */
export function pageUrl(base: string, path: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return new URL(`${base}${path}?${search}`).toString();
}
