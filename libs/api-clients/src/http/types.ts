export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Header names to values. A request's names are matched without regard to case. */
export type HttpHeaders = Record<string, string>;

export type HttpParamValue = string | number | boolean | Date;

/** The query of a request; undefined and null values are left out. */
export type HttpParams = Record<
  string,
  HttpParamValue | readonly HttpParamValue[] | null | undefined
>;

/** How the answer's body is read: 'json' parses its text (text that is not JSON stays text). */
export type HttpResponseType = 'json' | 'blob' | 'text';

/** A body sent as it is; anything else a call gives is sent as JSON. */
export type HttpBody = string | Blob | FormData | URLSearchParams;

export interface HttpProgressEvent {
  /** Bytes sent or received so far. */
  loaded: number;
  /** The body's length, when it is known. */
  total?: number;
}

export interface HttpDownloadProgressEvent extends HttpProgressEvent {
  /** The answer's headers, which have arrived before its body; names in lower case. */
  headers: HttpHeaders;
}

/** What a call may set on one request. */
export interface HttpRequestOptions {
  params?: HttpParams;
  headers?: HttpHeaders;
  /** 'json' unless set. */
  responseType?: HttpResponseType;
  /** Aborting it cancels the request, which then fails with the code 'ERR_CANCELED'. */
  signal?: AbortSignal;
  onUploadProgress?: (event: HttpProgressEvent) => void;
  onDownloadProgress?: (event: HttpDownloadProgressEvent) => void;
  /**
   * A 401 to this request is the caller's own business and does not end the session (an
   * upload's 401 is silent, spec section 8).
   */
  keepSessionOn401?: boolean;
}

/** A request as the client hands it to its adapter. */
export interface HttpRequestConfig extends HttpRequestOptions {
  method: HttpMethod;
  /** The path (or address) the call gave, without the query of `params`. */
  url: string;
  /** Put before `url` unless that is absolute; '' for the page's own origin. */
  baseURL: string;
  /** The client's, the call's, the bearer token and the body's type, merged. */
  headers: HttpHeaders;
  responseType: HttpResponseType;
  /** The body: JSON text, or what the call gave when it is an HttpBody. */
  data?: HttpBody;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Names in lower case. */
  headers: HttpHeaders;
}

/**
 * Sends a request and resolves whatever the server answered, whatever its status, with header
 * names in lower case; rejects with an HttpError only when no answer came. A 'json' body may be
 * resolved as text (the client parses it), a 'blob' one is resolved as a Blob.
 */
export type HttpAdapter = (config: HttpRequestConfig) => Promise<HttpResponse>;
