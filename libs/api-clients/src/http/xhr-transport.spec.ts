import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from './client';
import { HttpError } from './http-error';
import type { HttpDownloadProgressEvent, HttpProgressEvent } from './types';

// The client on jsdom's XMLHttpRequest against a real server on another origin (hence its CORS
// headers), as the console calls an API host of its own.

const EXPOSED = 'X-Total-Count, Content-Disposition';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Expose-Headers', EXPOSED);
  const url = new URL(request.url ?? '/', 'http://server');
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
    });
    response.end();
    return;
  }
  switch (url.pathname) {
    case '/echo': {
      const body = await readBody(request);
      json(200, {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        accept: request.headers.accept,
        contentType: request.headers['content-type'],
        body,
      });
      return;
    }
    case '/status':
      json(Number(url.searchParams.get('code')), {
        message: `answer ${url.searchParams.get('code')}`,
      });
      return;
    case '/text':
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('plain');
      return;
    case '/empty':
      response.writeHead(200);
      response.end();
      return;
    case '/late':
      await pause(300);
      json(200, { late: true });
      return;
    case '/never':
      // Answers nothing: the test aborts.
      return;
    case '/download':
      // No length, as a streamed export: the headers first, then the rows as they are written.
      response.writeHead(200, { 'Content-Type': 'text/csv', 'X-Total-Count': '3' });
      response.write('a'.repeat(1000));
      await pause(100);
      response.write('b'.repeat(1000));
      await pause(100);
      response.end('c'.repeat(1000));
      return;
    case '/upload': {
      const body = await readBody(request);
      json(200, { length: body.length });
      return;
    }
    default:
      json(404, { message: 'NOT_FOUND' });
  }
}

let server: Server;
let origin: string;
let token: string | null;
let client: HttpClient;

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  token = 'token-1';
  client = createHttpClient({
    headers: { Accept: 'application/json' },
    readToken: () => token,
    baseURL: () => origin,
  });
});

interface Echo {
  method: string;
  url: string;
  authorization?: string;
  accept?: string;
  contentType?: string;
  body: string;
}

describe('the XMLHttpRequest client', () => {
  it('counts only HTTP 200 as success, with the server’s answer on the error', async () => {
    await expect(client.get('/status', { params: { code: 200 } })).resolves.toMatchObject({
      status: 200,
      data: { message: 'answer 200' },
    });
    for (const code of [201, 204, 400, 401, 500]) {
      const error = await client.get('/status', { params: { code } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        code: 'ERR_BAD_STATUS',
        message: `Request failed with status code ${code}`,
        response: {
          status: code,
          ...(code === 204 ? {} : { data: { message: `answer ${code}` } }),
        },
      });
    }
  });

  it('parses a JSON answer, keeps text that is not JSON, and gives header names in lower case', async () => {
    const json = await client.get('/status', { params: { code: 200 } });
    expect(json.headers['content-type']).toBe('application/json');
    await expect(client.get('/text')).resolves.toMatchObject({ data: 'plain' });
    await expect(client.get('/text', { responseType: 'text' })).resolves.toMatchObject({
      data: 'plain',
    });
    await expect(client.get('/empty')).resolves.toMatchObject({ data: '' });
  });

  it('reads a blob answer as a Blob', async () => {
    const response = await client.get<Blob>('/text', { responseType: 'blob' });
    expect(response.data).toBeInstanceOf(Blob);
    expect(response.data.size).toBe(5);
  });

  it('sends the bearer token read at each request, unless the call sets its own Authorization', async () => {
    expect((await client.get<Echo>('/echo')).data).toMatchObject({
      authorization: 'Bearer token-1',
      accept: 'application/json',
    });
    token = 'token-2';
    expect((await client.get<Echo>('/echo')).data.authorization).toBe('Bearer token-2');
    const own = await client.get<Echo>('/echo', { headers: { Authorization: 'Bearer own' } });
    expect(own.data.authorization).toBe('Bearer own');
    token = null;
    expect((await client.get<Echo>('/echo')).data.authorization).toBeUndefined();
  });

  it('sends a JSON body as JSON, and no type without a body', async () => {
    const { data } = await client.put<Echo>('/echo', { name: 'กานดา', unitId: 4 });
    expect(data).toMatchObject({
      method: 'PUT',
      contentType: 'application/json',
      body: '{"name":"กานดา","unitId":4}',
    });
    const empty = await client.delete<Echo>('/echo');
    expect(empty.data).toMatchObject({ method: 'DELETE', body: '' });
    expect(empty.data.contentType).toBeUndefined();
  });

  it('serializes the query as axios did, leaving out undefined and null', async () => {
    const { data } = await client.get<Echo>('/echo', {
      params: {
        redirect_uri: 'http://localhost/provider-login?a=b c',
        month: '2026-11',
        regionId: 4,
        empty: undefined,
        none: null,
        ids: [1, 2],
      },
    });
    expect(data.url).toBe(
      '/echo?redirect_uri=http:%2F%2Flocalhost%2Fprovider-login%3Fa%3Db+c&month=2026-11&regionId=4&ids%5B%5D=1&ids%5B%5D=2',
    );
  });

  it('has no timeout', async () => {
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send');
    try {
      await expect(client.get('/late')).resolves.toMatchObject({ data: { late: true } });
      expect((send.mock.contexts[0] as XMLHttpRequest).timeout).toBe(0);
    } finally {
      send.mockRestore();
    }
  });

  it('cancels on its signal, before it leaves or while it waits for the answer', async () => {
    const before = new AbortController();
    before.abort();
    await expect(client.get('/echo', { signal: before.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
      message: 'canceled',
    });

    const during = new AbortController();
    const waiting = client.get('/never', { signal: during.signal }).catch((e: unknown) => e);
    await pause(50);
    during.abort();
    const error = await waiting;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'ERR_CANCELED', response: undefined });
  });

  it('fails without an answer when the server cannot be reached', async () => {
    // jsdom also reports the refused connection on the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = createHttpClient({ baseURL: () => 'http://127.0.0.1:1' });
    await expect(unreachable.get('/x')).rejects.toMatchObject({
      code: 'ERR_NETWORK',
      message: 'Network Error',
      response: undefined,
    });
    jest.restoreAllMocks();
  });

  it('reports the upload of a body as the browser measures it', async () => {
    // jsdom reports an upload only once sent, without its length: the browser's own events here.
    const send = XMLHttpRequest.prototype.send;
    const sending = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (
      this: XMLHttpRequest,
      body,
    ) {
      send.call(this, body);
      for (const init of [
        { lengthComputable: true, loaded: 40_000, total: 100_000 },
        { lengthComputable: false, loaded: 70_000, total: 0 },
      ]) {
        this.upload.dispatchEvent(new ProgressEvent('progress', init));
      }
    });
    try {
      const events: HttpProgressEvent[] = [];
      const body = 'x'.repeat(100_000);
      const { data } = await client.post('/upload', body, {
        onUploadProgress: (event) => events.push(event),
      });
      expect(data).toEqual({ length: body.length });
      expect(events.slice(0, 2)).toEqual([{ loaded: 40_000, total: 100_000 }, { loaded: 70_000 }]);
    } finally {
      sending.mockRestore();
    }
  });

  it('reports a download as it arrives, with the headers that came before the body', async () => {
    const events: HttpDownloadProgressEvent[] = [];
    const response = await client.post<Blob>(
      '/download',
      {},
      { responseType: 'blob', onDownloadProgress: (event) => events.push(event) },
    );
    expect(response.data.size).toBe(3000);
    expect(events.length).toBeGreaterThan(1);
    expect(events[0]?.loaded).toBeLessThan(3000);
    expect(events.at(-1)?.loaded).toBe(3000);
    for (const event of events) {
      expect(event.total).toBeUndefined();
      expect(event.headers['x-total-count']).toBe('3');
    }
  });

  it('runs the failures through its response handlers until one is ejected', async () => {
    const seen: unknown[] = [];
    const id = client.interceptors.response.use(undefined, (error: unknown) => {
      seen.push(error);
      return Promise.reject(error);
    });
    await client.get('/status', { params: { code: 401 } }).catch(() => undefined);
    client.interceptors.response.eject(id);
    await client.get('/status', { params: { code: 401 } }).catch(() => undefined);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ response: { status: 401 } });
  });
});
