import { Type } from '@sinclair/typebox';

/** `{code}` as given: a malformed one is answered like an unknown one (the Thai page), never 400. */
export const TrackingRedirectParams = Type.Object({
  code: Type.String({ description: 'the short code of a tracking link' }),
});

/**
 * 302 carries no body (`type: 'null'`: the OpenAPI document then lists no content) and names the
 * destination in `Location`.
 */
export const Redirected = Type.Unsafe<undefined>({
  type: 'null',
  description: 'a redirect to the link’s destination, named in Location; no body',
  headers: {
    location: { type: 'string', format: 'uri', description: 'the link’s destination' },
    'cache-control': { type: 'string', enum: ['no-store'] },
    'referrer-policy': { type: 'string', enum: ['no-referrer'] },
  },
});

/** The Thai not-found page: HTML, not JSON (the document lists it under `text/html`). */
export const NotFoundPage = Type.Unsafe<string>({
  description: 'a Thai HTML page: no such link, or it was disabled',
  content: { 'text/html': { schema: { type: 'string' } } },
});
