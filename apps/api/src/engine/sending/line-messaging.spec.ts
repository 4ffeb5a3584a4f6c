import { HTTPFetchError } from '@line/bot-sdk';
import { LineTimeoutError, outcomeOfError } from './line-messaging';

const fetchError = (status: number, body: object, headers: Record<string, string> = {}) =>
  new HTTPFetchError(`${status}`, {
    status,
    statusText: 'x',
    headers: new Headers(headers),
    body: JSON.stringify(body),
  });

describe('outcomeOfError', () => {
  it('counts a 409 for a repeated retry key as delivered, with the accepted request id', () => {
    expect(
      outcomeOfError(
        fetchError(
          409,
          { message: 'The retry key is already accepted' },
          { 'x-line-accepted-request-id': 'r1' },
        ),
      ),
    ).toEqual({ kind: 'duplicate', requestId: 'r1' });
  });
  it('retries 429 and 5xx, reading Retry-After', () => {
    expect(
      outcomeOfError(fetchError(429, { message: 'Too Many Requests' }, { 'retry-after': '3' })),
    ).toEqual({ kind: 'retry', reason: 'Too Many Requests', retryAfterMs: 3000, answer: 429 });
    expect(outcomeOfError(fetchError(503, {}))).toMatchObject({
      kind: 'retry',
      retryAfterMs: null,
      answer: 503,
    });
  });
  it('refuses the spent monthly quota and other 4xx with LINE’s details', () => {
    expect(
      outcomeOfError(fetchError(429, { message: 'You have reached your monthly limit.' })),
    ).toMatchObject({ kind: 'refused', status: 429, halts: 'quota' });
    expect(
      outcomeOfError(
        fetchError(400, {
          message: 'The request body has 1 error(s)',
          details: [{ message: 'May not be empty', property: 'messages[0].text' }],
        }),
      ),
    ).toEqual({
      kind: 'refused',
      status: 400,
      reason: 'The request body has 1 error(s) (messages[0].text: May not be empty)',
      halts: 'messages',
    });
  });
  it('halts the broadcast only for what every batch would meet: its messages, not its recipients', () => {
    const halts = (body: object) =>
      (outcomeOfError(fetchError(400, body)) as { halts?: unknown }).halts;
    expect(halts({ message: 'A message (messages[0]) in the request body is invalid' })).toBe(
      'messages',
    );
    expect(
      halts({
        message: 'The request body has 1 error(s)',
        details: [{ message: 'invalid property', property: 'messages[1].contents.footer' }],
      }),
    ).toBe('messages');
    expect(
      halts({
        message: 'The request body has 1 error(s)',
        details: [{ message: 'Invalid user ID', property: 'to[3]' }],
      }),
    ).toBeNull();
    expect(halts({ message: 'Authentication failed' })).toBeNull();
  });
  it('retries what is no answer at all (timeouts, refused connections)', () => {
    expect(outcomeOfError(new Error('connect ECONNREFUSED'))).toEqual({
      kind: 'retry',
      reason: 'connect ECONNREFUSED',
      retryAfterMs: null,
      answer: 'network',
    });
    expect(outcomeOfError(new LineTimeoutError(1500))).toMatchObject({
      kind: 'retry',
      answer: 'timeout',
    });
  });
});
