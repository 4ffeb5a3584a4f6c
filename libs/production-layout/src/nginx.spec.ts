import { once } from 'node:events';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  readTimingLog,
  renderNginxSite,
  startNginx,
  untilNginxServes,
  untilNginxServesWarm,
  type RunningNginx,
} from './nginx';

/** What each stand-in API process saw. */
interface SeenRequest {
  server: string;
  method: string;
  url: string;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; address: string }> {
  const server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Answer {
  status: number;
  body: string;
  server: string | undefined;
}

function request(
  session: ClientHttp2Session,
  method: string,
  path: string,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: method,
      [constants.HTTP2_HEADER_PATH]: path,
    });
    let status = 0;
    let server: string | undefined;
    let text = '';
    stream.on('response', (headers) => {
      status = Number(headers[constants.HTTP2_HEADER_STATUS]);
      server = headers['x-server'] as string | undefined;
    });
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => resolve({ status, body: text, server }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the recommended nginx site', () => {
  it('fills in every placeholder and refuses a layout without API processes', () => {
    const site = {
      listen: '443',
      serverName: 'console.example.go.th',
      apiServers: ['10.0.0.1:3000', '10.0.0.2:3000'],
      tlsCertificate: '/etc/ssl/console.crt',
      tlsCertificateKey: '/etc/ssl/console.key',
    };
    const text = renderNginxSite(site);
    expect(text).not.toMatch(/\{\{/);
    expect(text).toContain('server 10.0.0.2:3000 max_fails=1 fail_timeout=3s;');
    expect(text).toContain('listen 443 ssl http2;');
    expect(() => renderNginxSite({ ...site, apiServers: [] })).toThrow('no API process');
    expect(() => renderNginxSite(site, 'listen {{PORT}};')).toThrow('nothing fills {{PORT}}');
  });

  describe('in front of two API processes', () => {
    const seen: SeenRequest[] = [];
    /** Paths the first process answers 503 to, as a process that is starting does. */
    const unavailableOnFirst = new Set<string>();
    let upstreams: Server[] = [];
    let nginx: RunningNginx;
    let session: ClientHttp2Session;
    let runDir: string;
    let releaseStream: () => void = () => undefined;

    const handlerFor =
      (name: string): Handler =>
      (req, res) => {
        seen.push({
          server: name,
          method: req.method ?? '',
          url: req.url ?? '',
          forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
          forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
        });
        req.resume();
        req.on('end', () => {
          if (name === 'first' && unavailableOnFirst.has(req.url ?? '')) {
            res.writeHead(503, { 'x-server': name }).end('starting');
            return;
          }
          if (req.url?.endsWith('/progress')) {
            res.writeHead(200, { 'content-type': 'text/event-stream', 'x-server': name });
            res.write('event: progress\ndata: {"sent":1}\n\n');
            releaseStream = () => res.end('event: progress\ndata: {"sent":2}\n\n');
            return;
          }
          res.writeHead(200, { 'x-server': name }).end(`from ${name}`);
        });
      };

    beforeAll(async () => {
      const first = await listen(handlerFor('first'));
      const second = await listen(handlerFor('second'));
      upstreams = [first.server, second.server];
      runDir = mkdtempSync(join(tmpdir(), 'hbc-nginx-'));
      nginx = await startNginx({
        apiServers: [first.address, second.address],
        runDir,
        timingLog: true,
      });
      session = connect(nginx.url, { rejectUnauthorized: false });
      await once(session, 'connect');
    });

    afterAll(async () => {
      session?.close();
      await nginx?.stop();
      for (const upstream of upstreams) upstream.close();
      rmSync(runDir, { recursive: true, force: true });
    });

    beforeEach(() => {
      seen.length = 0;
      unavailableOnFirst.clear();
    });

    it('speaks HTTP/2 over TLS and tells the API who asked and how', async () => {
      expect(session.alpnProtocol).toBe('h2');
      const answer = await request(session, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      expect(seen).toEqual([
        expect.objectContaining({ forwardedFor: '127.0.0.1', forwardedProto: 'https' }),
      ]);
    });

    it("writes each request's time as nginx measured it", async () => {
      await request(session, 'GET', '/t/timed');
      const timed = () => readTimingLog(nginx.timingLog ?? '').filter((r) => r.uri === '/t/timed');
      // nginx writes the line once the answer has gone.
      while (timed().length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(timed()).toEqual([
        {
          atMs: expect.any(Number),
          ms: expect.any(Number),
          status: 200,
          upstreams: [expect.stringMatching(/^127\.0\.0\.1:\d+$/)],
          uri: '/t/timed',
        },
      ]);
      expect(Math.abs((timed()[0]?.atMs ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('tells when nginx has sent a process a request it answered', async () => {
      const since = Date.now() - 1_000;
      await request(session, 'GET', '/t/served');
      const servedBy = () =>
        readTimingLog(nginx.timingLog ?? '')
          .find((r) => r.uri === '/t/served')
          ?.upstreams.at(-1);
      // nginx writes the line once the answer has gone.
      while (servedBy() === undefined) await new Promise((resolve) => setImmediate(resolve));
      const address = servedBy() ?? '';
      expect(await untilNginxServes(nginx.timingLog ?? '', address, since)).toEqual(
        expect.any(Number),
      );
      expect(await untilNginxServes(nginx.timingLog ?? '', '127.0.0.1:1', since, 1_500)).toBeNull();
    });

    it('shares requests between the processes', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => request(session, 'GET', '/api/profile')),
      );
      expect(new Set(answers.map((answer) => answer.server))).toEqual(new Set(['first', 'second']));
    });

    it('sends a GET that a starting process refused to the other one', async () => {
      unavailableOnFirst.add('/api/broadcast/7');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => request(session, 'GET', '/api/broadcast/7')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.every((answer) => answer.server === 'second')).toBe(true);
    });

    it('never sends a POST that reached a process a second time', async () => {
      unavailableOnFirst.add('/api/broadcast/send');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => request(session, 'POST', '/api/broadcast/send', '{}')),
      );
      const posts = seen.filter((request) => request.method === 'POST');
      expect(posts).toHaveLength(4);
      const refused = posts.filter((post) => post.server === 'first').length;
      expect(answers.filter((answer) => answer.status === 503)).toHaveLength(refused);
    });

    it('reads a list again from the other process when the first one is starting', async () => {
      unavailableOnFirst.add('/api/broadcast/list');
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => request(session, 'POST', '/api/broadcast/list', '{}')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    });

    it('passes each progress event on as the API writes it', async () => {
      const stream = session.request({
        [constants.HTTP2_HEADER_PATH]: '/api/broadcast/7/progress',
      });
      stream.setEncoding('utf8');
      const [firstEvent] = (await once(stream, 'data')) as [string];
      expect(firstEvent).toContain('"sent":1');
      let rest = '';
      stream.on('data', (chunk: string) => (rest += chunk));
      releaseStream();
      await once(stream, 'end');
      expect(rest).toContain('"sent":2');
    });
  });
});

describe('waiting for a restarted process to be warm', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hbc-timing-log-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A timing log whose lines end at `since` plus each offset, all answered by `address`. */
  function logOf(name: string, since: number, address: string, offsets: number[]): string {
    const file = join(dir, name);
    const line = (ms: number) => `${((since + ms) / 1000).toFixed(3)} 0.002 302 ${address} /t/code`;
    writeFileSync(file, `${offsets.map(line).join('\n')}\n`);
    return file;
  }

  it('answers when nginx took it back once it has served for the warm-up as well', async () => {
    const since = Date.now() - 5_000;
    const file = logOf('warm.log', since, '127.0.0.1:4302', [100, 600, 1_200]);
    expect(await untilNginxServesWarm(file, '127.0.0.1:4302', since, 1_000)).toBe(100);
  });

  it('reads a line nginx was still writing once it is whole', async () => {
    const since = Date.now();
    const file = logOf('growing.log', since, '127.0.0.1:4301', [100]);
    const line = `${((since + 300) / 1000).toFixed(3)} 0.002 302 127.0.0.1:4302 /t/code\n`;
    appendFileSync(file, line.slice(0, 40));

    // Its first reading has the line's start only.
    const taken = untilNginxServes(file, '127.0.0.1:4302', since, 10_000);
    appendFileSync(file, line.slice(40));

    expect(await taken).toBe(300);
  });

  it('answers null when nothing was served after the warm-up in time', async () => {
    const since = Date.now() - 1_000;
    const file = logOf('cold.log', since, '127.0.0.1:4302', [100, 600]);
    expect(await untilNginxServesWarm(file, '127.0.0.1:4302', since, 1_000, 1_500)).toBeNull();
  });
});
