import { Type } from '@sinclair/typebox';

/** `{code}` as given: a malformed one is answered like an unknown one (the Thai page), never 400. */
export const TrackingRedirectParams = Type.Object({
  code: Type.String({ description: 'the short code of a tracking link' }),
});

/** 302 carries no body: `Location` names the destination. */
export const Redirected = Type.Unsafe<undefined>({
  description:
    'the destination, in Location (cache-control: no-store, referrer-policy: no-referrer)',
});

/** The Thai not-found page. */
export const NotFoundPage = Type.Unsafe<string>({
  type: 'string',
  description: 'a Thai HTML page: no such link, or it was disabled',
});
