import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PATHS, type Dashboard } from '@hbc/contracts';
import { sql, type SQL } from 'drizzle-orm';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own dashboard
   queries and route, and its own rollups, on a database migrated and seeded by the API itself. */
import { buildApp, type App } from '../../apps/api/src/app';
import { benchApiConfig } from './bench-api-config';
import {
  dashboardMonth,
  type DashboardMonth,
} from '../../apps/api/src/areas/dashboard/dashboard-month';
import { healthRegions, provinceFigures } from '../../apps/api/src/areas/dashboard/area-figures';
import {
  clicksByUnit,
  monthClickFigures,
  topBroadcasts,
  type ClickFigure,
} from '../../apps/api/src/areas/dashboard/click-figures';
import {
  followingNow,
  followingTrend,
  monthBroadcasts,
  monthDeliveries,
  rolledUpAt,
} from '../../apps/api/src/areas/dashboard/dashboard-queries';
import { followerFigures } from '../../apps/api/src/areas/dashboard/follower-figures';
import type { Database, DatabaseHandle } from '../../apps/api/src/db/database';
import { connectEmbedded } from '../../apps/api/src/db/embedded/open-embedded';
import { spawnEmbeddedServer } from '../../apps/api/src/db/embedded/spawn';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { ROLLUP_QUEUE } from '../../apps/api/src/plugins/app/rollups';
import { rollUpClicks } from '../../apps/api/src/engine/rollup/click-rollup';
import { rollUpFollowerProfile } from '../../apps/api/src/engine/rollup/follower-profile-rollup';
import { rollUpFollowing } from '../../apps/api/src/engine/rollup/following-rollup';
import { bangkokDay } from '../../apps/api/src/areas/segment/bangkok-day';
import { startFakePlatforms } from '../../apps/api/src/test/fake-platforms';
import { bearer } from '../../apps/api/src/test/sign-in';
import { insertUser } from '../../apps/api/src/test/staff-fixtures';
import { accessTokenOf } from '../../apps/api/src/areas/users/testing/user-calls';
/* eslint-enable @nx/enforce-module-boundaries */
import { withFreshDatabase } from './lists';
import type { BenchRow } from './report';
import { summarize, timedRuns } from './stats';

const WARM_UP = 3;
const RUNS = 20;
const GOAL_MS = 100;
/** Clicks and citizens are written this many rows to a statement (progress is printed between). */
const FILL_STEP = 1_000_000;
/** Clicks fall in the days before the bench runs. */
const DAYS = 60;
/** Each link was carried by one broadcast; a broadcast's clicks come in the two weeks after it started. */
const LINKS = 3_000;
const BROADCASTS = 2_000;
const CLICK_WINDOW_DAYS = 14;

interface Sizes {
  citizens: number;
  clicks: number;
}

/** Where the dashboard is timed. */
interface Target {
  label: string;
  sizes: Sizes;
  goal: boolean;
  open(dataDir: string): Promise<DatabaseHandle>;
}

const count = (n: number) => n.toLocaleString('en-US');

async function seconds(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return (performance.now() - start) / 1000;
}

/**
 * The demo units' broadcasts (sent, one to three messages, started over DAYS), one link each (a
 * broadcast in three carrying a second), and a table `bench_link` numbering the links 1..LINKS
 * with their broadcast and its start, for the clicks.
 */
async function fillBroadcastsAndLinks(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`
    with units as (select array_agg(id order by id) as ids from unit)
    insert into broadcast (unit_id, title, messages, status, target, target_count, sent_count, started_at, finished_at)
    select units.ids[1 + g % cardinality(units.ids)], 'บรอดแคสต์ทดสอบความเร็ว ' || g,
           (select jsonb_agg(jsonb_build_object('type', 'text', 'text', 'ข้อความ ' || m))
              from generate_series(1, 1 + g % 3) m),
           'SENT', 'UNIT', s.sent, s.sent, s.at, s.at + interval '10 minutes'
    from generate_series(1, ${BROADCASTS}) g, units,
         lateral (select 500 + (g * 7919) % 20000 as sent,
                         now() - interval '${DAYS} days' * (g::float8 / ${BROADCASTS}) as at) s`),
  );
  await db.execute(
    sql.raw(`
    create table bench_link (n int primary key, link_id int not null, broadcast_id int not null,
                             started_at timestamptz not null)`),
  );
  await db.execute(
    sql.raw(`
    with b as (select row_number() over (order by id) as k, id, unit_id, started_at from broadcast),
    numbered as (
      select g as n, b.id as broadcast_id, b.unit_id, b.started_at
      from generate_series(1, ${LINKS}) g join b on b.k = 1 + (g - 1) % ${BROADCASTS}
    ), links as (
      insert into tracking_url (unit_id, name, code, target_url)
      select unit_id, 'ลิงก์ทดสอบความเร็ว ' || n, 'bench' || lpad(n::text, 6, '0'),
             'https://example.org/page/' || n
      from numbered returning id, code
    )
    insert into bench_link (n, link_id, broadcast_id, started_at)
    select numbered.n, links.id, numbered.broadcast_id, numbered.started_at
    from numbered join links on links.code = 'bench' || lpad(numbered.n::text, 6, '0')`),
  );
}

/**
 * Clicks `from`..`to`: four in five through a broadcast, in the two weeks after it started (never
 * later than now); one in five straight on the link (no broadcast), any time in DAYS; 70%
 * unique in their hour.
 */
function clicksStatement(from: number, to: number): SQL {
  return sql.raw(`
    insert into click (clicked_at, tracking_url_id, broadcast_id, user_agent_class, unique_in_hour)
    select case when x.direct then now() - random() * interval '${DAYS} days'
                else least(now(), l.started_at + random() * interval '${CLICK_WINDOW_DAYS} days') end,
           l.link_id, case when x.direct then null else l.broadcast_id end, 'MOBILE', random() < 0.7
    from (select g % 5 = 0 as direct, 1 + floor(random() * ${LINKS})::int as n
          from generate_series(${from}, ${to}) g) x
    join bench_link l on l.n = x.n`);
}

/** Citizens `from`..`to` with a LINE userId, spread over the demo units; nine in ten following. */
function citizensStatement(from: number, to: number): SQL {
  return sql.raw(`
    with units as (select array_agg(id order by id) as ids from unit)
    insert into citizen (line_user_id, unit_id, follow_status)
    select 'U' || lpad(to_hex(g), 32, '0'), units.ids[1 + (g * 7) % cardinality(units.ids)],
           case when g % 10 = 0 then 'UNFOLLOWED' else 'FOLLOWING' end
    from generate_series(${from}, ${to}) g, units`);
}

async function fillInSteps(
  db: Database,
  what: string,
  total: number,
  statement: (from: number, to: number) => SQL,
): Promise<void> {
  for (let from = 1; from <= total; from += FILL_STEP) {
    const to = Math.min(total, from + FILL_STEP - 1);
    const took = await seconds(() => db.execute(statement(from, to)));
    console.error(`  ${what}: ${count(to)} of ${count(total)} (${took.toFixed(1)} s)`);
  }
}

/**
 * Runs `load` with the tables' indexes other than their keys and unique constraints dropped, then
 * builds them again exactly as they were (their definitions read from pg_indexes): a build after
 * the load is several times faster than keeping them up to date row by row.
 */
async function withoutSecondaryIndexes(
  db: Database,
  tables: string[],
  load: () => Promise<void>,
): Promise<void> {
  const { rows } = await db.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes i
    where schemaname = 'public' and tablename = any(${`{${tables.join(',')}}`}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of rows) await db.execute(sql.raw(`drop index "${index.name}"`));
  await load();
  for (const index of rows) {
    const took = await seconds(() => db.execute(sql.raw(index.definition)));
    console.error(`  index ${index.name} built again: ${took.toFixed(1)} s`);
  }
}

/**
 * The days before today as the rollup would have left them: each unit's following a little
 * lower each day back (the trend), and LINE's deliveries as the broadcasts of each day sent.
 */
async function fillHistory(db: Database, today: string): Promise<void> {
  await db.execute(sql`
    insert into following_daily (day, unit_id, following)
    select ${today}::date - d, unit_id, (following * (1 - d * 0.002))::int
    from following_daily, generate_series(1, ${DAYS - 1}) d where day = ${today}`);
  await db.execute(sql`
    insert into line_delivery_daily (day, delivered)
    select (started_at at time zone 'Asia/Bangkok')::date, sum(sent_count * jsonb_array_length(messages))
    from broadcast where started_at is not null group by 1
    on conflict (day) do nothing`);
}

async function fill(app: App, handle: DatabaseHandle, sizes: Sizes): Promise<BenchRow[]> {
  const db = app.db;
  const start = performance.now();
  await fillBroadcastsAndLinks(db);
  console.error(`  ${count(BROADCASTS)} broadcasts and ${count(LINKS)} links`);
  await withoutSecondaryIndexes(db, ['citizen', 'click'], async () => {
    await fillInSteps(db, 'citizens', sizes.citizens, citizensStatement);
    await fillInSteps(db, 'clicks', sizes.clicks, clicksStatement);
  });
  // As autovacuum keeps live tables: the following count is an index-only scan.
  const vacuumed = await seconds(() =>
    handle.sql.executeSql('vacuum analyze citizen, click, broadcast, tracking_url'),
  );
  console.error(`  vacuum and statistics: ${vacuumed.toFixed(1)} s`);
  console.error(`  data loaded in ${((performance.now() - start) / 1000).toFixed(0)} s`);

  const today = bangkokDay();
  const clickRollup = await seconds(() => rollUpClicks(db));
  const followingRollup = await seconds(() => rollUpFollowing(db, today));
  const profileRollup = await seconds(() => rollUpFollowerProfile(db, today));
  await fillHistory(db, today);
  await db.execute(sql`update rollup_state set rolled_up_at = now() where name = 'click'`);
  await handle.sql.executeSql(
    'vacuum analyze click_daily, following_daily, follower_profile, line_delivery_daily, rollup_state',
  );
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from click_daily`);
  console.error(
    `  rollup: ${count(sizes.clicks)} clicks in ${clickRollup.toFixed(1)} s (click_daily: ${count(rows[0]?.n ?? 0)} rows), following of ${count(sizes.citizens)} citizens in ${followingRollup.toFixed(1)} s`,
  );
  const once = (metric: string, s: number): BenchRow => ({
    bench: 'dashboard',
    metric,
    unit: 's',
    summary: summarize([s]),
  });
  return [
    once(`rollup: ${count(sizes.clicks)} clicks, first run`, clickRollup),
    once(`rollup: following of ${count(sizes.citizens)} citizens`, followingRollup),
    once(
      `rollup: followers by sex, age band and province of ${count(sizes.citizens)} citizens`,
      profileRollup,
    ),
  ];
}

/** A Database whose `execute` answers no rows and keeps the plan of each statement it was given. */
function explaining(db: Database, plans: string[][]): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return async (query: SQL) => {
        const { rows } = await target.execute<{ 'QUERY PLAN': string }>(
          sql`explain (analyze, buffers) ${query}`,
        );
        plans.push(rows.map((row) => row['QUERY PLAN']));
        return { rows: [] };
      };
    },
  });
}

/** The dashboard's queries, each as the route runs it (`figures`: the month's clicks, read first). */
function dashboardQueries(
  month: DashboardMonth,
  figures: readonly ClickFigure[],
): [string, (db: Database) => Promise<unknown>][] {
  return [
    ['following now', (db) => followingNow(db)],
    ['following trend of the month', (db) => followingTrend(db, month)],
    ['broadcasts and messages of the month', (db) => monthBroadcasts(db, month)],
    ['messages delivered in the month', (db) => monthDeliveries(db, month)],
    ['clicks of the month by unit and broadcast', (db) => monthClickFigures(db, month)],
    ['regions and provinces', (db) => provinceFigures(db, month, clicksByUnit(figures))],
    ['followers by sex, age band and province', (db) => followerFigures(db, undefined)],
    ['followers of region 7', (db) => followerFigures(db, 7)],
    ['health regions', (db) => healthRegions(db)],
    ['top 10 broadcasts', (db) => topBroadcasts(db, figures)],
    ['rolled up at', (db) => rolledUpAt(db)],
  ];
}

/** Whether a plan reads the tables the dashboard must never scan. */
const readsRawTables = (plan: string[]) =>
  plan.some((line) => / on (click|citizen)\b(?!_)/.test(line));

const timed = (run: () => Promise<unknown>) => timedRuns(run, RUNS, WARM_UP);

/** The same month's figures counted from the raw tables, to check the rollups against. */
async function checkAgainstRawTables(db: Database, month: DashboardMonth, dashboard: Dashboard) {
  const { rows } = await db.execute<{ clicks: number; unique: number; following: number }>(sql`
    select (select count(*)::int from click where clicked_at >= ${month.fromInstant} and clicked_at < ${month.toInstant}) as clicks,
           (select count(*)::int from click where clicked_at >= ${month.fromInstant} and clicked_at < ${month.toInstant} and unique_in_hour) as unique,
           (select count(*)::int from citizen where follow_status = 'FOLLOWING' and unit_id is not null) as following`);
  const raw = rows[0];
  const same =
    raw?.clicks === dashboard.clicks &&
    raw.unique === dashboard.uniqueClicks &&
    raw.following === dashboard.following;
  console.error(
    `  ${month.month}: ${count(dashboard.clicks)} clicks (${count(dashboard.uniqueClicks)} unique), ${count(dashboard.following)} following, ${count(dashboard.broadcastsSent)} broadcasts — ${same ? 'as the raw tables count them' : `NOT as the raw tables count them: ${JSON.stringify(raw)}`}`,
  );
  if (!same) throw new Error('the rollups disagree with the click and citizen tables');
}

async function benchTarget(target: Target): Promise<BenchRow[]> {
  console.error(` ${target.label}:`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-dashboard-'));
  const fake = await startFakePlatforms();
  const handle = await target.open(dataDir);
  let app: App | undefined;
  try {
    app = await buildApp({
      config: benchApiConfig(dataDir, {
        SEED_DEMO_DATA: 'true',
        ...fake.env,
      }),
      database: handle,
    });
    // The start-up rollup runs on the empty database (waited for below); the schedule goes, so
    // that no run of the job lands among the timings (this database is the bench's own).
    await app.queue.unschedule(ROLLUP_QUEUE);
    for (let poll = 0; poll < 300; poll++) {
      const { rows } = await app.db.execute(
        sql`select 1 from rollup_state where name = 'click' and rolled_up_at is not null`,
      );
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const rows = await fill(app, handle, target.sizes);

    const user = await insertUser(app.db, { role: 'SUPER_ADMIN', firstName: 'เบนช์' });
    const token = await accessTokenOf(app, user.id);
    const db = app.db;
    const thisMonth = dashboardMonth(undefined);
    const lastMonth = dashboardMonth(
      bangkokDay(new Date(Date.parse(`${thisMonth?.from ?? ''}T00:00:00+07:00`) - 1)).slice(0, 7),
    );
    if (!thisMonth || !lastMonth) throw new Error('no month');
    console.error(`  timed on ${lastMonth.month}, a whole month of clicks`);

    const figures = await monthClickFigures(db, lastMonth);
    console.error(
      `  ${count(figures.length)} click figures (unit × broadcast) in ${lastMonth.month}`,
    );
    for (const [name, query] of dashboardQueries(lastMonth, figures)) {
      const plans: string[][] = [];
      await query(explaining(db, plans));
      for (const plan of plans) {
        console.error(`  EXPLAIN (ANALYZE, BUFFERS) ${name}:`);
        for (const line of plan) console.error(`    ${line}`);
        if (readsRawTables(plan)) throw new Error(`${name} reads the click or citizen table`);
      }
      rows.push({
        bench: 'dashboard',
        metric: `${name} (${target.label})`,
        unit: 'ms',
        summary: summarize(await timed(() => query(db))),
        ...(target.goal ? { goal: GOAL_MS, goalOn: 'median' as const } : {}),
      });
    }

    for (const month of [lastMonth, thisMonth]) {
      const get = async () => {
        const response = await app?.inject({
          method: 'GET',
          url: `${API_PATHS.dashboard}?month=${month.month}`,
          headers: bearer(token),
        });
        if (response?.statusCode !== 200) throw new Error(`dashboard: ${response?.body}`);
        return (response.json() as { data: Dashboard }).data;
      };
      await checkAgainstRawTables(db, month, await get());
      rows.push({
        bench: 'dashboard',
        metric: `GET /api/dashboard?month=${month.month} (${target.label})`,
        unit: 'ms',
        summary: summarize(await timed(get)),
        ...(target.goal ? { goal: GOAL_MS, goalOn: 'median' as const } : {}),
      });
    }
    return rows;
  } finally {
    await app?.close();
    await handle.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const POSTGRES_SIZES: Sizes = { citizens: 10_000_000, clicks: 10_000_000 };
/** The embedded database holds a tenth: it is timed only when no PostgreSQL server is named. */
const EMBEDDED_SIZES: Sizes = { citizens: 1_000_000, clicks: 1_000_000 };

/**
 * The dashboard over 10,000,000 clicks and 10,000,000 citizens on PostgreSQL (BENCH_DATABASE_URL
 * or DATABASE_URL; a fresh database, dropped afterwards): the data loaded in SQL, the rollups run
 * once (timed, no goal), then each of the dashboard's queries and the whole GET /api/dashboard
 * (in process, app.inject), median of 20 runs, goal under 100 ms each. Each query's plan is
 * printed and must not read `click` or `citizen`; the figures are checked against those tables.
 * Without a PostgreSQL server, it runs on the embedded PGlite with a tenth of the data, no goal.
 */
export async function benchDashboard(): Promise<BenchRow[]> {
  const start = performance.now();
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  let rows: BenchRow[];
  if (serverUrl) {
    const sizes = POSTGRES_SIZES;
    rows = await withFreshDatabase(serverUrl, (databaseUrl) =>
      benchTarget({
        label: `PostgreSQL, ${count(sizes.clicks)} clicks, ${count(sizes.citizens)} citizens`,
        sizes,
        goal: true,
        open: async () => openPostgres(databaseUrl),
      }),
    );
  } else {
    console.error(
      '  No PostgreSQL server (BENCH_DATABASE_URL or DATABASE_URL): running on the EMBEDDED PGlite with a tenth of the data, no goal',
    );
    const sizes = EMBEDDED_SIZES;
    rows = await benchTarget({
      label: `embedded PGlite, ${count(sizes.clicks)} clicks, ${count(sizes.citizens)} citizens`,
      sizes,
      goal: false,
      async open(dataDir) {
        const server = await spawnEmbeddedServer(join(dataDir, 'pglite'), {
          entry: join(__dirname, '..', '..', 'apps', 'api', 'src', 'embedded-db.ts'),
          execArgv: ['--import', 'tsx'],
        });
        // Closing the handle stops the database process.
        return connectEmbedded(server);
      },
    });
  }
  console.error(`  dashboard took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return rows;
}
