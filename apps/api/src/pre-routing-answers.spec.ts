import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { App } from './app';
import { toClientErrorReply } from './error-reply';
import { buildTestApp } from './test/test-app';

/** The headers helmet gives every routed answer; answers written before routing need them too. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as bytes on a fresh connection and reads the one answer. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a large request is still being sent.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const get = (target: string, extraHeaders = '') =>
  `GET ${target} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n${extraHeaders}\r\n`;

describe('answers given before routing, over a real socket', () => {
  let app: App;
  let port: number;
  let routed: RawAnswer;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    routed = await sendRaw(port, get('/api/health'));
  }, 60_000);
  afterAll(() => app?.close());

  const securityHeadersOf = (answer: RawAnswer) =>
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer.headers[name]]));

  it('has the routed answers’ security headers to compare with', () => {
    expect(routed.status).toBe(200);
    for (const name of SECURITY_HEADERS) expect(routed.headers[name]).toBeTruthy();
  });

  it.each([
    ['an oversized URL', get(`/api/${'a'.repeat(20 * 1024)}`)],
    ['an oversized header', get('/api/health', `x-padding: ${'a'.repeat(20 * 1024)}\r\n`)],
  ])(
    'answers %s with 431 HEADERS_TOO_LARGE, the security headers and an id',
    async (_, request) => {
      const answer = await sendRaw(port, request);

      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body)).toEqual({ message: 'HEADERS_TOO_LARGE' });
      expect(securityHeadersOf(answer)).toEqual(securityHeadersOf(routed));
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it.each([
    ['a garbage request line', 'HELLO\r\n\r\n'],
    ['a NUL in a header', get('/api/health', 'x-bad: a\0b\r\n')],
  ])('answers %s with 400 in the error shape and the security headers', async (_, request) => {
    const answer = await sendRaw(port, request);

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '', message: 'คำขอไม่ถูกต้อง' }],
    });
    expect(securityHeadersOf(answer)).toEqual(securityHeadersOf(routed));
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a malformed URL with 400 in the error shape and the security headers', async () => {
    const answer = await sendRaw(port, get('/%'));

    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '', message: 'ที่อยู่ไม่ถูกต้อง' }],
    });
    expect(securityHeadersOf(answer)).toEqual(securityHeadersOf(routed));
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('still serves requests after refusing those', async () => {
    expect((await sendRaw(port, get('/api/health'))).status).toBe(200);
  });
});

describe('the answer to a request Node refused', () => {
  it('is 408 REQUEST_TIMEOUT when the request came too slowly (Node’s headers timeout)', () => {
    expect(toClientErrorReply({ code: 'ERR_HTTP_REQUEST_TIMEOUT' })).toEqual({
      statusCode: 408,
      body: { message: 'REQUEST_TIMEOUT' },
    });
  });
});
