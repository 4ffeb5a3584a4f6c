import { join } from 'node:path';
import { API_PATHS, type BroadcastRecord, type TrackingUrlRecord } from '@hbc/contracts';
import {
  SteadyLoad,
  startNginx,
  untilNginxServes,
  type LoadRequest,
  type RunningNginx,
  type StackProcess,
} from '@hbc/production-layout';
import { ended, sendNow, type Sending } from './support/broadcast-run';
import { describeOnPostgres, query } from './support/postgres';
import { exactlyOnce, served } from './support/served-once';
import { startSendingCluster, type SendingSetup } from './support/signed-in-cluster';
import { sleep, waitFor } from './support/wait';

/**
 * The production layout at CI size: nginx (the recommended site; its HTTPS and HTTP/2 are checked
 * in libs/production-layout) in front of two web-only API processes, two workers that send, one
 * PostgreSQL and the sandbox at LINE's 200 multicasts a second. A 100,000-recipient send goes on while a worker is killed (SIGKILL) at
 * about 30 % and started again, an API process is killed at about 60 % and started again, and
 * both API processes are then restarted one after the other as a deploy does, while the console
 * and the citizens' links are used through nginx the whole time.
 */

const FOLLOWERS = 100_000;
const BATCHES = FOLLOWERS / 500;
/** 200 multicasts at 8 a second: the send lasts about 25 s, long enough for the kills and the roll. */
const PER_SECOND = 8;
const DEADLINE_MS = 120_000;
/** The console's load: broadcast detail, list and dashboard, in turn. */
const CONSOLE_PER_SECOND = 20;
/** Citizens opening a tracking link. */
const CLICKS_PER_SECOND = 50;
/** LINE's in-app browser on Android. */
const LINE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.23.1/IAB';

describeOnPostgres('the production layout through kills and a rolling restart', () => {
  let setup: SendingSetup | undefined;
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    setup = await startSendingCluster({
      name: 'layout',
      database: 'postgres',
      basePort: 4140,
      followers: FOLLOWERS,
      sandboxJournal: true,
      apiEnv: { LINE_MULTICAST_PER_SECOND: String(PER_SECOND), TRUST_PROXY: 'loopback' },
      firstApiEnv: { SENDING_ENABLED: 'false' },
      more: async (cluster) => {
        await cluster.startApi({ SENDING_ENABLED: 'false' });
        await cluster.startWorker();
        await cluster.startWorker();
      },
    });
    nginx = await startNginx({
      apiServers: setup.cluster.apis.map((api) => `127.0.0.1:${api.spec.port}`),
      runDir: join(setup.cluster.workDir, 'nginx'),
      timingLog: true,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await setup?.cluster.stop();
  });

  /** Waits until `share` of the broadcast's multicasts were accepted by the sandbox. */
  async function sentShare(sending: Sending, share: number): Promise<void> {
    const sandbox = setup?.cluster.sandboxClient;
    await waitFor(
      `${share * 100} % of the batches sent`,
      async () => ((await sandbox?.receipts(sending.marker))?.requests ?? 0) >= BATCHES * share,
      60_000,
    );
  }

  /**
   * Stops `member` (killed, or gracefully), starts it again and waits until it is healthy, then
   * until nginx has sent it a request it answered, as the upgrade procedure waits before it stops
   * the next process (docs/operations.md). The procedure's further 5 s of warm-up is left out:
   * it is for the redirects' latency, which the bench measures and this test does not.
   */
  async function restart(member: StackProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (signal === 'SIGKILL') await member.kill('SIGKILL');
    else await member.stop();
    await member.start(90_000);
    if (!member.name.startsWith('api')) return;
    const healthyAt = Date.now();
    const taken = await untilNginxServes(
      nginx?.timingLog ?? '',
      `127.0.0.1:${member.spec.port}`,
      healthyAt,
    );
    if (taken === null) throw new Error(`nginx did not take ${member.name} back within 30 s`);
  }

  it('sends to everyone once while the console and the links keep answering through nginx', async () => {
    if (!setup || !nginx) throw new Error('the layout did not start');
    const { cluster, recipients } = setup;
    const [firstApi, secondApi] = cluster.apis;
    const [firstWorker] = cluster.workers;
    if (!firstApi || !secondApi || !firstWorker) throw new Error('two API processes expected');
    // The site's plain-HTTP loopback port: Node's fetch cannot be told to trust the certificate.
    const api = setup.api.through(nginx.loopbackUrl);
    const base = nginx.loopbackUrl;

    await cluster.explain(async () => {
      await cluster.sandboxClient.reset();
      const link = await api.call<{ data: TrackingUrlRecord }>('POST', API_PATHS.trackingUrl, {
        name: 'ลิงก์ทดสอบการกด',
        targetUrl: 'https://example.org/vaccine?from=line',
      });
      const sending = await sendNow(api, 'layout');
      const signedIn = { authorization: `Bearer ${api.token}` };
      // The dashboard is the Super Admin's (the approver of the suites).
      const superAdmin = { authorization: `Bearer ${api.approverToken ?? ''}` };
      const consoleRequests: LoadRequest[] = [
        {
          name: 'broadcast detail',
          expected: 200,
          send: () => fetch(api.url(API_PATHS.broadcastById(sending.id)), { headers: signedIn }),
        },
        {
          name: 'broadcast list',
          expected: 200,
          send: () =>
            fetch(api.url(API_PATHS.broadcastList), {
              method: 'POST',
              headers: { ...signedIn, 'content-type': 'application/json' },
              body: JSON.stringify({ page: 1, pageSize: 10 }),
            }),
        },
        {
          name: 'dashboard',
          expected: 200,
          send: () => fetch(api.url(API_PATHS.dashboard), { headers: superAdmin }),
        },
      ];
      const consoleLoad = new SteadyLoad(consoleRequests, CONSOLE_PER_SECOND);
      const clicks = new SteadyLoad(
        [
          {
            name: 'tracking link',
            expected: 302,
            send: () =>
              fetch(new URL(API_PATHS.trackingRedirect(link.data.code), base), {
                redirect: 'manual',
                headers: { 'user-agent': LINE_BROWSER },
              }),
          },
        ],
        CLICKS_PER_SECOND,
      );

      let record: BroadcastRecord;
      try {
        await sentShare(sending, 0.3);
        await restart(firstWorker, 'SIGKILL');
        await sentShare(sending, 0.6);
        await restart(secondApi, 'SIGKILL');
        // A deploy: one API process after the other, each stopped gracefully.
        await restart(firstApi, 'SIGTERM');
        await restart(secondApi, 'SIGTERM');
        ({ record } = await ended(api, sending, DEADLINE_MS));
      } catch (error) {
        await Promise.all([consoleLoad.stop(), clicks.stop()]);
        throw error;
      }
      const consoleReport = await consoleLoad.stop();
      const clickReport = await clicks.stop();

      expect({
        status: record.status,
        sent: record.sentCount,
        served: await served(cluster.sandboxClient, sending.marker, recipients),
        console: consoleReport.unexpectedSample,
        links: clickReport.unexpectedSample,
      }).toEqual({
        status: 'SENT',
        sent: FOLLOWERS,
        served: exactlyOnce(FOLLOWERS),
        console: [],
        links: [],
      });
      expect(consoleReport.requests).toBeGreaterThan(CONSOLE_PER_SECOND * 5);

      // Every click answered is stored, those the killed process had not yet written included:
      // it replays its journal when it starts again.
      const stored = async () => {
        const [row] = await query<{ n: number }>(
          cluster.databaseUrl,
          `select (select count(*) from click where tracking_url_id = $1)
                + (select count(*) from bot_visit where tracking_url_id = $1) as n`,
          [link.data.id],
        );
        return Number(row?.n ?? 0);
      };
      // Written at least every few seconds: read until two readings agree.
      let visits = -1;
      for (let now = await stored(); now !== visits; now = await stored()) {
        visits = now;
        await sleep(3_000);
      }
      process.stdout.write(
        `production layout: console ${consoleReport.requests} requests (p95 ${consoleReport.p95Ms} ms), ` +
          `links ${clickReport.requests} answered (p99 ${clickReport.p99Ms} ms), ${visits} visits stored\n`,
      );
      expect(visits).toBe(clickReport.requests);
    });
  });
});
