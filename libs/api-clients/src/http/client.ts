import { headerValue, mergeHeaders } from './headers';
import { canceledError, HttpError } from './http-error';
import type {
  HttpAdapter,
  HttpBody,
  HttpHeaders,
  HttpMethod,
  HttpRequestConfig,
  HttpRequestOptions,
  HttpResponse,
} from './types';
import { xhrTransport } from './xhr-transport';

/** A call succeeds only on HTTP 200 (spec section 7). */
export const isSuccessStatus = (status: number): boolean => status === 200;

type OnAnswer = (response: HttpResponse) => HttpResponse | Promise<HttpResponse>;
type OnFailure = (error: unknown) => HttpResponse | Promise<HttpResponse>;

export interface HttpClient {
  get<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  patch<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  /**
   * Handlers every answer goes through, in the order added; `use` answers an id for `eject`. A
   * failure handler that does not rethrow turns the call into a success with the response it
   * returns.
   */
  interceptors: {
    response: {
      use(onAnswer?: OnAnswer | null, onFailure?: OnFailure | null): number;
      eject(id: number): void;
    };
  };
  /** Replaces the network (a test's fake); answers the adapter it replaced. */
  setAdapter(adapter: HttpAdapter): HttpAdapter;
}

export interface HttpClientOptions {
  /** Sent with every request unless the call sets the same header. */
  headers?: HttpHeaders;
  /** Read at each request: a token goes as `Authorization: Bearer …` unless the call sets one. */
  readToken?: () => string | null;
  /** Read at each request: put before every relative path. */
  baseURL?: () => string;
}

const isHttpBody = (data: unknown): data is HttpBody =>
  typeof data === 'string' ||
  data instanceof Blob ||
  data instanceof FormData ||
  data instanceof URLSearchParams;

/** The body as sent, and the Content-Type a JSON body needs. */
function encodeBody(data: unknown): { data?: HttpBody; headers?: HttpHeaders } {
  if (data === undefined) return {};
  if (isHttpBody(data)) return { data };
  return { data: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An HTTP client on XMLHttpRequest: JSON in and out, and only HTTP 200 counts as success. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  let adapter: HttpAdapter = xhrTransport;
  const handlers = new Map<number, [OnAnswer | null, OnFailure | null]>();
  let lastId = 0;

  function configOf(
    method: HttpMethod,
    url: string,
    data: unknown,
    call: HttpRequestOptions = {},
  ): HttpRequestConfig {
    const body = encodeBody(data);
    let headers = mergeHeaders(options.headers ?? {}, call.headers);
    const token = options.readToken?.();
    if (token && headerValue(headers, 'Authorization') === undefined) {
      headers = mergeHeaders(headers, { Authorization: `Bearer ${token}` });
    }
    if (body.headers && headerValue(headers, 'Content-Type') === undefined) {
      headers = mergeHeaders(headers, body.headers);
    }
    return {
      ...call,
      method,
      url,
      baseURL: options.baseURL?.() ?? '',
      headers,
      responseType: call.responseType ?? 'json',
      ...(body.data === undefined ? {} : { data: body.data }),
    };
  }

  /**
   * Only HTTP 200 resolves. An aborted request fails before it leaves, and again when an answer
   * arrives after the abort (a fake's: the browser's network never answers then).
   */
  async function send(config: HttpRequestConfig): Promise<HttpResponse> {
    if (config.signal?.aborted) throw canceledError(config);
    const answer = await adapter(config);
    if (config.signal?.aborted) throw canceledError(config);
    const response =
      config.responseType === 'json' && typeof answer.data === 'string' && answer.data !== ''
        ? { ...answer, data: parseJson(answer.data) }
        : answer;
    if (isSuccessStatus(response.status)) return response;
    throw new HttpError(
      `Request failed with status code ${response.status}`,
      'ERR_BAD_STATUS',
      config,
      response,
    );
  }

  function request<T>(
    method: HttpMethod,
    url: string,
    data: unknown,
    call?: HttpRequestOptions,
  ): Promise<HttpResponse<T>> {
    let settled = Promise.resolve().then(() => send(configOf(method, url, data, call)));
    for (const [onAnswer, onFailure] of handlers.values()) {
      settled = settled.then(onAnswer, onFailure);
    }
    // The caller names the body's type, as it knows the endpoint's answer.
    return settled as Promise<HttpResponse<T>>;
  }

  return {
    get: (url, call) => request('GET', url, undefined, call),
    delete: (url, call) => request('DELETE', url, undefined, call),
    post: (url, data, call) => request('POST', url, data, call),
    put: (url, data, call) => request('PUT', url, data, call),
    patch: (url, data, call) => request('PATCH', url, data, call),
    interceptors: {
      response: {
        use(onAnswer, onFailure) {
          handlers.set(++lastId, [onAnswer ?? null, onFailure ?? null]);
          return lastId;
        },
        eject(id) {
          handlers.delete(id);
        },
      },
    },
    setAdapter(next) {
      const previous = adapter;
      adapter = next;
      return previous;
    },
  };
}
