/**
 * The browser's cookies as universal-cookie reads them, for the clients' token interceptors:
 * Jest maps 'universal-cookie' to this module (see jest.config.cjs), because a global
 * `document` in Node would make the packages the API loads believe they run in a browser.
 */
const jar = new Map<string, string>();

/** Like universal-cookie: a value that looks like JSON is parsed, unless `doNotParse`. */
function read(value: string, doNotParse: boolean): unknown {
  if (doNotParse || !/^[{[]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export default class Cookies {
  get(name: string, options: { doNotParse?: boolean } = {}): unknown {
    const value = jar.get(name);
    return value === undefined ? undefined : read(value, options.doNotParse === true);
  }
}

export function setBrowserCookie(name: string, value: string): void {
  jar.set(name, value);
}

export function clearBrowserCookies(): void {
  jar.clear();
}
