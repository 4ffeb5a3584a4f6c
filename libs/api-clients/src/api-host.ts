let apiHost = '';

/** Points every client at one API host; '' (the default) means the page's own origin. */
export function configureApiHost(baseURL: string): void {
  apiHost = baseURL.replace(/\/+$/, '');
}

/** The API host every client puts before its paths, read at each request. */
export function getApiHost(): string {
  return apiHost;
}
