import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  API_PATHS,
  DEMO_HOSPITAL,
  type BroadcastAudience,
  type BroadcastRecord,
  type SendPolicy,
} from '@hbc/contracts';
import { sql } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the fold is timed on the API's own code. */
import type { Database } from '../../apps/api/src/db/database';
import { foldOneBroadcast } from '../../apps/api/src/engine/sending/citizen-receipts';
/* eslint-enable @nx/enforce-module-boundaries */
import { openStaffDatabase } from '../scripts/seed-staff';
import { startStack, THROWAWAY_DEMO_ENV } from '../scripts/stack';
import { sendApproved } from './approved-send';
import { withFreshDatabase } from './lists';
import { addNationalFollowers } from './national-followers';
import type { BenchRow } from './report';
import { serverSettings } from './server-settings';
import { call, signIn } from './sign-in';
import { summarize } from './stats';

const API_PORT = 4250;
const SANDBOX_PORT = 4260;
const FOLLOWERS = 1_000_000;
/** Broadcasts of the week before, folded into the receipts. */
const FOLDED = 19;
const RUNS = 3;
const SNAPSHOT_GOAL_SECONDS = 5;
/**
 * Each folded broadcast reached half the followers (alternately the even and the odd ones) and as
 * many citizens of other units; the broadcast in flight reaches every follower. The odd followers
 * have received 11 (10 folded and the last), the even ones 10: a cap of 11 in 7 days holds back
 * the odd half, whether the last is still in flight or folded.
 */
const CAP = { count: 11, days: 7 };
const count = (n: number) => Math.round(n).toLocaleString('en-US');
/** Citizen ids of other units' citizens in the history (no row of theirs is needed). */
const OTHERS_FROM = 100_000_000;

/** `U` + 32 hex digits of `g`, as `addNationalFollowers` names the followers. */
const userIdOf = (g: string) => sql.raw(`'U' || lpad(to_hex(${g}), 32, '0')`);

/**
 * A week of history of 20 national broadcasts of 1,000,000 recipients: 19 folded (their
 * broadcasts SENT, each citizen's minutes in `citizen_receipt`, the followers and as many others),
 * and one still in flight (SENDING, its 2,000 batches sent, not folded: the cap counts it from its
 * batches). Answers the in-flight broadcast's id.
 */
export async function seedHistory(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<number> {
  const { handle } = await openStaffDatabase({ databaseUrl });
  try {
    const db = handle.db;
    const { rows: units } = await db.execute<{ id: number }>(
      sql`select id from unit where hcode = ${DEMO_HOSPITAL.hcode}`,
    );
    const unitId = units[0]?.id;
    if (unitId === undefined) throw new Error('the demo hospital is missing');
    const start = performance.now();
    await db.execute(sql`
      insert into broadcast (unit_id, title, status, messages, target_count, sent_count,
                             started_at, finished_at, receipts_folded)
      select ${unitId}, 'ประวัติ ' || b, 'SENT', '[{"type":"text","text":"ประวัติ"}]'::jsonb,
             ${FOLLOWERS}, ${FOLLOWERS}, now() - b * interval '8 hours',
             now() - b * interval '8 hours' + interval '10 minutes', true
      from generate_series(1, ${FOLDED}) b`);
    // The followers' receipts, by their citizen ids; the others' under ids no follower has.
    for (let from = 1; from <= 2 * FOLLOWERS; from += 250_000) {
      const to = from + 250_000 - 1;
      const minutes = (parity: number) => sql`array(
          select (extract(epoch from now() - b * interval '8 hours') / 60)::integer
          from generate_series(${FOLDED}, 1, -1) b where (g + b) % 2 = ${parity})`;
      await db.execute(
        from <= FOLLOWERS
          ? sql`insert into citizen_receipt (citizen_id, received_at)
              select citizen.id, ${minutes(0)}
              from generate_series(${from}::int, ${to}::int) g
              join citizen on citizen.line_user_id = ${userIdOf('g')}`
          : sql`insert into citizen_receipt (citizen_id, received_at)
              select ${OTHERS_FROM} + g, ${minutes(1)}
              from generate_series(${from}::int, ${to}::int) g`,
      );
    }
    log(
      `  ${FOLDED} folded broadcasts' receipts in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
    const { rows } = await db.execute<{ id: number }>(sql`
      insert into broadcast (unit_id, title, status, messages, target_count, sent_count, started_at)
      values (${unitId}, 'กำลังส่ง', 'SENDING', '[{"type":"text","text":"กำลังส่ง"}]'::jsonb,
              ${FOLLOWERS}, ${FOLLOWERS}, now() - interval '1 hour')
      returning id`);
    const inFlight = Number(rows[0]?.id);
    await db.execute(sql`
      insert into broadcast_batch (broadcast_id, seq, recipients, size, state, retry_key, sent_at,
        first_citizen_id, last_citizen_id)
      select ${inFlight}, (g - 1) / 500, array_agg(${userIdOf('g')} order by g), count(*), 'SENT',
             gen_random_uuid(), now(), min(citizen.id), max(citizen.id)
      from generate_series(1, ${FOLLOWERS}) g
      join citizen on citizen.line_user_id = ${userIdOf('g')}
      group by (g - 1) / 500`);
    await handle.sql.executeSql('vacuum analyze citizen_receipt');
    await handle.sql.executeSql('vacuum analyze broadcast_batch');
    log(`  history seeded in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return inFlight;
  } finally {
    await handle.close();
  }
}

/** What one phase of runs measured. */
interface PhaseResult {
  snapshotSeconds: number[];
  audienceSeconds: number[];
  last?: BroadcastRecord;
  audience?: BroadcastAudience;
}

/**
 * With the last broadcast of the history still in flight (its batches count), then once it is
 * folded (timed), every broadcast of the week in the receipts: the form's count and the snapshot,
 * `RUNS` times each. Each broadcast is deleted once timed, never sent.
 */
async function timePhases(databaseUrl: string, dataDir: string, inFlight: number) {
  const stack = await startStack({
    apiPort: API_PORT,
    sandboxPort: SANDBOX_PORT,
    dataDir,
    logDir: dataDir,
    env: {
      ...THROWAWAY_DEMO_ENV,
      SEED_DEMO_CITIZENS: '0',
      SENDING_ENABLED: 'false',
      DATABASE_URL: databaseUrl,
    },
  });
  const { handle } = await openStaffDatabase({ databaseUrl });
  try {
    const maker = await signIn(stack.apiUrl, 'admin-lv3');
    const superAdmin = await signIn(stack.apiUrl, 'super-admin');
    const api = <T>(token: string, path: string, method = 'GET', body?: unknown) =>
      call<{ data: T }>(`${stack.apiUrl}${path}`, {
        method,
        token,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((answer) => answer.data);

    const phase = async (name: string, cap = CAP): Promise<PhaseResult> => {
      const policy: SendPolicy = { sendWindow: null, frequencyCap: cap };
      await api(superAdmin, API_PATHS.sendPolicy, 'PUT', policy);
      const result: PhaseResult = { snapshotSeconds: [], audienceSeconds: [] };
      for (let run = 1; run <= RUNS; run++) {
        const countStart = performance.now();
        result.audience = await api<BroadcastAudience>(maker, API_PATHS.broadcastAudience, 'POST', {
          target: 'UNIT',
        });
        result.audienceSeconds.push((performance.now() - countStart) / 1000);
        const created = await api<BroadcastRecord>(maker, API_PATHS.broadcast, 'POST', {
          title: `จำกัดจำนวนครั้ง ${name} ${run}`,
          messages: [{ type: 'text', text: `ข่าวสาร ${run}` }],
          target: 'UNIT',
        });
        const started = await sendApproved(
          () => api<BroadcastRecord>(maker, API_PATHS.broadcastSend(created.id), 'POST', {}),
          (id) => api<BroadcastRecord>(superAdmin, API_PATHS.broadcastApprove(id), 'POST', {}),
        );
        result.last = started.record;
        result.snapshotSeconds.push(started.answeredMs / 1000);
        console.error(
          `   ${name}, run ${run}: snapshot ${(started.answeredMs / 1000).toFixed(2)} s, ${count(started.record.recipientCount)} recipients, ${count(started.record.cappedCount)} held back; the form's count ${(result.audienceSeconds[run - 1] ?? 0).toFixed(2)} s`,
        );
        await handle.db.execute(sql`delete from broadcast where id = ${created.id}`);
      }
      return result;
    };

    const inFlightRuns = await phase('one in flight');
    await handle.db.execute(sql`
      update broadcast set status = 'SENT', finished_at = now() - interval '1 hour'
      where id = ${inFlight}`);
    const foldSeconds = await timeFold(handle.db, inFlight);
    const foldedRuns = await phase('all folded');
    const noneHeldRuns = await phase('all folded, none held back', {
      ...CAP,
      count: CAP.count + 1,
    });
    return { inFlightRuns, foldSeconds, foldedRuns, noneHeldRuns };
  } finally {
    await handle.close();
    await stack.stop();
  }
}

/**
 * The fold of the broadcast that was in flight, now ended: background work of the minute sweep,
 * timed for the notes (the API's own sweep may be the one folding it: the time is the same).
 */
async function timeFold(db: Database, id: number): Promise<number> {
  const start = performance.now();
  for (;;) {
    await foldOneBroadcast(db, 0);
    const { rows } = await db.execute<{ folded: boolean }>(
      sql`select receipts_folded as folded from broadcast where id = ${id}`,
    );
    if (rows[0]?.folded) return (performance.now() - start) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The snapshot of 1,000,000 followers under a frequency cap over a week of history of 20 national
 * broadcasts, on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; a fresh database, dropped
 * afterwards): the send call with every broadcast of the week folded into the citizens' receipts
 * (goal under 5 s, like the snapshot without a cap), and with the last one still in flight
 * (counted from its batches); the form's audience count under the cap; the fold of a
 * 1,000,000-recipient broadcast into the receipts.
 */
export async function benchSendCapped(): Promise<BenchRow[]> {
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  const label = `${count(FOLLOWERS)} recipients, cap ${CAP.count} in ${CAP.days} days`;
  if (!serverUrl) {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
    return [
      {
        bench: 'send-capped',
        metric: `snapshot ${label} (PostgreSQL)`,
        unit: 's',
        summary: summarize([]),
        goalNote: 'SKIPPED: no DATABASE_URL (or BENCH_DATABASE_URL)',
      },
    ];
  }
  return withFreshDatabase(serverUrl, async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-send-capped-'));
    try {
      const { handle } = await openStaffDatabase({ databaseUrl });
      let server: string;
      try {
        await addNationalFollowers(handle, FOLLOWERS, (line) => console.error(line));
        server = await serverSettings(handle.db);
      } finally {
        await handle.close();
      }
      const inFlight = await seedHistory(databaseUrl, (line) => console.error(line));
      const timed = await timePhases(databaseUrl, dataDir, inFlight);
      const history = `history: ${FOLDED + 1} broadcasts of ${count(FOLLOWERS)} in the week`;
      const heldOf = (phase: PhaseResult) =>
        phase.last
          ? `${count(phase.last.recipientCount)} sent to, ${count(phase.last.cappedCount)} held back`
          : '';
      return [
        {
          bench: 'send-capped',
          metric: `snapshot of ${count(FOLLOWERS)} recipients under a cap of ${CAP.count + 1} in ${CAP.days} days that holds nobody back, the week folded (PostgreSQL)`,
          unit: 's',
          summary: summarize(timed.noneHeldRuns.snapshotSeconds),
          goal: SNAPSHOT_GOAL_SECONDS,
          goalOn: 'median',
          note: `the send call (approval): ${heldOf(timed.noneHeldRuns)}, every follower's receipts read; ${history}, all in 2,000,000 citizens' receipts; ${server}`,
        },
        {
          bench: 'send-capped',
          metric: `snapshot ${label}, every broadcast of the week folded (PostgreSQL)`,
          unit: 's',
          summary: summarize(timed.foldedRuns.snapshotSeconds),
          goal: SNAPSHOT_GOAL_SECONDS,
          goalOn: 'median',
          note: `the send call (approval): ${heldOf(timed.foldedRuns)}; ${history}, all in 2,000,000 citizens' receipts`,
        },
        {
          bench: 'send-capped',
          metric: `snapshot ${label}, one broadcast of ${count(FOLLOWERS)} still in flight (PostgreSQL)`,
          unit: 's',
          summary: summarize(timed.inFlightRuns.snapshotSeconds),
          goalNote: '— (a rare overlap: counted from its batches)',
          note: `${heldOf(timed.inFlightRuns)}; ${FOLDED} broadcasts folded, the last counted from its 2,000 batches`,
        },
        {
          bench: 'send-capped',
          metric: `the form's audience count under the cap, ${label} (PostgreSQL)`,
          unit: 's',
          summary: summarize(timed.foldedRuns.audienceSeconds),
          goalNote: '— (none stated)',
          note: timed.foldedRuns.audience
            ? `POST /api/broadcast/audience, all folded: ${count(timed.foldedRuns.audience.capped)} of ${count(timed.foldedRuns.audience.reached)} held back; with one in flight ${summarize(timed.inFlightRuns.audienceSeconds).median.toFixed(2)} s`
            : '',
        },
        {
          bench: 'send-capped',
          metric: `fold of a ${count(FOLLOWERS)}-recipient broadcast into the receipts (PostgreSQL)`,
          unit: 's',
          summary: summarize([timed.foldSeconds]),
          goalNote: '— (background work of the minute sweep)',
        },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
