import { spawn, type ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';
import { join } from 'node:path';
import { API_PATHS } from '@hbc/contracts';
import { SteadyLoad, type LoadReport } from '@hbc/production-layout';

/** LINE's in-app browser on Android: what a citizen's click looks like. */
const LINE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.23.1/IAB';

/** A click that got no answer: when it failed (epoch ms), and how. */
export interface NoAnswer {
  at: number;
  error: string;
}

/** What the click load's process writes when it stops: autocannon's counts, its clicks without answer. */
export type ClickLoadOutput = autocannon.Result & { noAnswers: NoAnswer[] };

/** What the click load's autocannon counted. */
export interface ClickReport {
  requests: number;
  /** Answered 302 (the redirect): each must be stored. */
  redirects: number;
  /** Any other answer, or none. */
  unexpected: number;
  statuses: Record<string, number>;
  /** Requests with no answer (a connection lost or cut, the load's stop included) and timeouts. */
  errors: number;
  timeouts: number;
  p99Ms: number;
  noAnswers: NoAnswer[];
}

/** Citizens opening one tracking link at a fixed rate, from a process of their own, until `stop`. */
export class ClickLoad {
  private readonly child: ChildProcess;
  private readonly result: Promise<ClickLoadOutput>;

  constructor(url: string, perSecond: number) {
    this.child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(__dirname, 'click-load-process.ts'),
        url,
        String(perSecond),
        LINE_BROWSER,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.result = new Promise((resolve, reject) => {
      let output = '';
      this.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      this.child.on('error', reject);
      this.child.on('exit', (code) => {
        if (code !== 0) return reject(new Error(`the click load exited with ${code}`));
        resolve(JSON.parse(output.trim()) as ClickLoadOutput);
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  async stop(): Promise<ClickReport> {
    this.child.kill('SIGTERM');
    const result = await this.result;
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    );
    const redirects = statuses['302'] ?? 0;
    return {
      requests: result.requests.total,
      redirects,
      // autocannon counts a timeout among its errors too.
      unexpected: result.requests.total - redirects + result.errors,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      p99Ms: result.latency.p99,
      noAnswers: result.noAnswers,
    };
  }
}

/**
 * Staff at the console through nginx while the send goes on: the broadcast's detail, the list and
 * the dashboard in turn, at `perSecond`.
 */
export function consoleLoad(
  base: string,
  tokens: { maker: string; superAdmin: string },
  broadcastId: number,
  perSecond: number,
): SteadyLoad {
  const url = (path: string) => new URL(path, base);
  const maker = { authorization: `Bearer ${tokens.maker}` };
  return new SteadyLoad(
    [
      {
        name: 'broadcast detail',
        expected: 200,
        send: () => fetch(url(API_PATHS.broadcastById(broadcastId)), { headers: maker }),
      },
      {
        name: 'broadcast list',
        expected: 200,
        send: () =>
          fetch(url(API_PATHS.broadcastList), {
            method: 'POST',
            headers: { ...maker, 'content-type': 'application/json' },
            body: JSON.stringify({ page: 1, pageSize: 10 }),
          }),
      },
      {
        name: 'dashboard',
        expected: 200,
        send: () =>
          fetch(url(API_PATHS.dashboard), {
            headers: { authorization: `Bearer ${tokens.superAdmin}` },
          }),
      },
    ],
    perSecond,
  );
}

/** What a staff member watching the send's progress stream saw. */
export interface ProgressReport {
  events: number;
  /** Times the stream was opened: the first, then once after each process it was on went away. */
  opened: number;
  /** Openings answered with something other than 200. */
  refused: number;
}

/**
 * The send's progress stream (server-sent events) through nginx, opened again whenever it ends
 * (its API process was stopped), as the console's EventSource does, until `stop`.
 */
export class ProgressFollower {
  private readonly controller = new AbortController();
  private readonly report: ProgressReport = { events: 0, opened: 0, refused: 0 };
  private readonly done: Promise<void>;

  constructor(url: URL, token: string) {
    this.done = this.follow(url, token);
  }

  private async follow(url: URL, token: string): Promise<void> {
    const { signal } = this.controller;
    while (!signal.aborted) {
      try {
        this.report.opened += 1;
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal,
        });
        if (response.status !== 200 || !response.body) {
          this.report.refused += 1;
          await response.arrayBuffer();
        } else {
          const decoder = new TextDecoder();
          const reader = response.body.getReader();
          for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
            const text = decoder.decode(chunk.value, { stream: true });
            this.report.events += text
              .split('\n')
              .filter((line) => line.startsWith('data:')).length;
          }
        }
      } catch {
        // The process went away mid-stream, or stop aborted it: open it again unless stopped.
      }
      if (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async stop(): Promise<ProgressReport> {
    this.controller.abort();
    await this.done;
    return { ...this.report };
  }
}

export type { LoadReport };
