import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Debian's nginx; NGINX_PATH names another. */
export const NGINX_PATH = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';

/**
 * How long nginx leaves out an API process that failed a request. A process started again is
 * tried once this has passed: a rolling restart waits this long after a process is healthy
 * before it stops the next (docs/operations.md, upgrades).
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 3;

/** The site configuration docs/operations.md recommends, with `{{NAME}}` placeholders. */
export const NGINX_SITE_TEMPLATE = join(__dirname, 'nginx-site.conf');

export interface NginxSite {
  /** What `listen` takes: `443`, `127.0.0.1:8443`. */
  listen: string;
  /** A plain-HTTP port on 127.0.0.1 besides, for load generators on the same machine. */
  loopbackPort?: number;
  serverName: string;
  /** Each API process, `host:port`. */
  apiServers: readonly string[];
  tlsCertificate: string;
  tlsCertificateKey: string;
}

/** The recommended site configuration filled in for `site`. */
export function renderNginxSite(
  site: NginxSite,
  template = readFileSync(NGINX_SITE_TEMPLATE, 'utf8'),
): string {
  if (site.apiServers.length === 0) throw new Error('nginx: no API process to send requests to');
  const values: Record<string, string> = {
    API_SERVERS: site.apiServers
      .map((server) => `    server ${server} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`)
      .join('\n'),
    LISTEN: site.listen,
    LOOPBACK_LISTEN:
      site.loopbackPort === undefined ? '' : `    listen 127.0.0.1:${site.loopbackPort};`,
    SERVER_NAME: site.serverName,
    TLS_CERTIFICATE: site.tlsCertificate,
    TLS_CERTIFICATE_KEY: site.tlsCertificateKey,
  };
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: nothing fills ${placeholder}`);
    return value;
  });
}

/** What the timing log holds of each request (see `readTimingLog`). */
const TIMING_FORMAT = '$msec $request_time $status $upstream_addr $uri';

/** One request as nginx's timing log has it. */
export interface TimedRequest {
  /** When it ended, ms since the epoch. */
  atMs: number;
  /** From its first byte read to its last byte sent, as nginx measured it, ms. */
  ms: number;
  status: number;
  /** The API processes it was sent to, in turn (`127.0.0.1:4301`), `-` for none. */
  upstreams: string[];
  uri: string;
}

/** The requests of timing-log lines (`NginxOptions.timingLog`). */
function timedRequests(lines: readonly string[]): TimedRequest[] {
  return lines
    .map((line) => /^(\S+) (\S+) (\S+) (.*) (\S+)$/.exec(line))
    .filter((parts) => parts !== null)
    .map(([, at = '0', seconds = '0', status = '0', upstreams = '-', uri = '']) => ({
      atMs: Math.round(Number(at) * 1000),
      ms: Math.round(Number(seconds) * 1000),
      status: Number(status),
      // nginx lists the tries as `a, b` (and `a : b` across upstream groups).
      upstreams: upstreams.split(/[,:] /).map((upstream) => upstream.trim()),
      uri,
    }));
}

/** The requests of a timing log (`NginxOptions.timingLog`). */
export function readTimingLog(file: string): TimedRequest[] {
  return timedRequests(readFileSync(file, 'utf8').split('\n'));
}

/**
 * A timing log read as it grows: each `next` answers the requests of the lines written since the
 * last (whole lines only). Waiting on a log of a thousand requests a second by reading all of it
 * again every few hundred milliseconds took a third of a core from the layout it measured.
 */
class TimingLogTail {
  private offset = 0;
  private partial = '';

  constructor(private readonly file: string) {}

  next(): TimedRequest[] {
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size <= this.offset) return [];
      const chunk = Buffer.alloc(size - this.offset);
      readSync(fd, chunk, 0, chunk.length, this.offset);
      this.offset = size;
      const lines = (this.partial + chunk.toString('utf8')).split('\n');
      this.partial = lines.pop() ?? '';
      return timedRequests(lines);
    } finally {
      closeSync(fd);
    }
  }
}

/**
 * Waits until nginx has sent the API process at `address` (`127.0.0.1:4301`) a request it
 * answered (not 5xx) that ended after `sinceMs`, as its timing log shows: nginx has taken the
 * process back, and the next one of a rolling restart may stop (docs/operations.md, upgrades).
 * Answers how long after `sinceMs` that was, or null when it had not within `timeoutMs`.
 */
export async function untilNginxServes(
  timingLog: string,
  address: string,
  sinceMs: number,
  timeoutMs = 30_000,
): Promise<number | null> {
  const log = new TimingLogTail(timingLog);
  while (Date.now() - sinceMs < timeoutMs) {
    const answered = log
      .next()
      .find(
        (request) =>
          request.atMs >= sinceMs && request.status < 500 && request.upstreams.at(-1) === address,
      );
    if (answered) return answered.atMs - sinceMs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

/**
 * `untilNginxServes`, then until nginx has gone on sending the process requests it answered for
 * `warmMs` more: a process just started answers slowly for its first seconds (its code not yet
 * optimized, its pools not yet open), and a rolling restart that stops the next process at once
 * leaves it every request while it is cold (docs/operations.md, upgrades). Answers how long after
 * `sinceMs` nginx took it back, or null when it had not within `timeoutMs`, or had served nothing
 * after its warm-up by then.
 */
export async function untilNginxServesWarm(
  timingLog: string,
  address: string,
  sinceMs: number,
  warmMs: number,
  timeoutMs = 30_000,
): Promise<number | null> {
  const taken = await untilNginxServes(timingLog, address, sinceMs, timeoutMs);
  if (taken === null) return null;
  const warmAt = sinceMs + taken + warmMs;
  const givenUpAt = sinceMs + timeoutMs + warmMs;
  return (await untilNginxServes(timingLog, address, warmAt, givenUpAt - warmAt)) === null
    ? null
    : taken;
}

/**
 * A whole nginx configuration around `site` that runs in the foreground as this user's child,
 * with its pid, log and temporary files in `runDir`.
 */
export function nginxMainConfig(
  site: string,
  runDir: string,
  workerProcesses: number,
  timingLog?: string,
): string {
  const temp = (name: string) => join(runDir, name);
  return [
    'daemon off;',
    `worker_processes ${workerProcesses};`,
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'events { worker_connections 8192; }',
    'http {',
    ...(timingLog
      ? [`    log_format timing '${TIMING_FORMAT}';`, `    access_log ${timingLog} timing;`]
      : ['    access_log off;']),
    `    client_body_temp_path ${temp('client-body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    site,
    '}',
    '',
  ].join('\n');
}

const run = promisify(execFile);

/** A self-signed certificate for `localhost` and 127.0.0.1, written into `dir`. */
export async function selfSignedCertificate(
  dir: string,
): Promise<{ certificate: string; key: string }> {
  const certificate = join(dir, 'localhost.crt');
  const key = join(dir, 'localhost.key');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '30',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}

export interface NginxOptions {
  /** The loopback port nginx listens on (HTTPS and HTTP/2); a free one when not given. */
  port?: number;
  apiServers: readonly string[];
  /** Where the configuration, certificate, pid, log and temporary files go. */
  runDir: string;
  workerProcesses?: number;
  /**
   * Writes each request's time as nginx measured it to `<runDir>/timing.log` (`readTimingLog`):
   * what a load generator on the same busy machine measures includes its own waits.
   */
  timingLog?: boolean;
}

export interface RunningNginx {
  /** `https://localhost:<port>`: a self-signed certificate, so clients must not check it. */
  url: string;
  /** `http://localhost:<port>`: the same site in plain HTTP, for programs that cannot skip the check. */
  loopbackUrl: string;
  pid: number;
  configFile: string;
  /** The timing log's path, when asked for. */
  timingLog?: string;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on now. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

async function listening(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * nginx with the recommended site in front of `apiServers`, on loopback only, until `stop`.
 * Fails when nginx refuses its configuration or has not listened within 10 s.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  mkdirSync(options.runDir, { recursive: true });
  const port = options.port ?? (await freeLoopbackPort());
  const loopbackPort = await freeLoopbackPort();
  const { certificate, key } = await selfSignedCertificate(options.runDir);
  const site = renderNginxSite({
    listen: `127.0.0.1:${port}`,
    loopbackPort,
    serverName: 'localhost',
    apiServers: options.apiServers,
    tlsCertificate: certificate,
    tlsCertificateKey: key,
  });
  const configFile = join(options.runDir, 'nginx.conf');
  const timingLog = options.timingLog ? join(options.runDir, 'timing.log') : undefined;
  writeFileSync(
    configFile,
    nginxMainConfig(site, options.runDir, options.workerProcesses ?? 1, timingLog),
  );
  await run(NGINX_PATH, ['-t', '-q', '-c', configFile]).catch((error: { stderr?: string }) => {
    throw new Error(`nginx refused ${configFile}: ${error.stderr ?? String(error)}`);
  });
  const child = spawn(NGINX_PATH, ['-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, 'exit');
  const deadline = Date.now() + 10_000;
  while (!(await listening(port)) || !(await listening(loopbackPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} within 10 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `https://localhost:${port}`,
    loopbackUrl: `http://localhost:${loopbackPort}`,
    pid: child.pid ?? 0,
    configFile,
    ...(timingLog ? { timingLog } : {}),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // graceful: open requests end first
      await exited;
    },
  };
}
