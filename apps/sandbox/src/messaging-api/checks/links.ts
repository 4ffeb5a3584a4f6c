import { BodyChecker, DETAIL, join, schemeOf, type JsonObject } from './body-checker';

/**
 * Schemes a link may open, at most 1000 characters long (uri action, imagemap uri action, video
 * external link). https://developers.line.biz/en/reference/messaging-api/#uri-action
 */
export const URI_SCHEMES = ['http', 'https', 'line', 'tel'] as const;
export const LINK_MAX = 1000;

/** A link of at most 1000 characters whose scheme LINE opens. */
export function checkUri(
  checker: BodyChecker,
  value: JsonObject,
  key: string,
  path: string,
  required = true,
): void {
  const uri = checker.text(value, key, path, LINK_MAX, required);
  if (uri === null) return;
  const scheme = schemeOf(uri);
  if (!scheme || !(URI_SCHEMES as readonly string[]).includes(scheme)) {
    checker.problem(join(path, key), DETAIL.uriScheme(URI_SCHEMES));
  }
}
