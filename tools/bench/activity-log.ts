import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ACTIVITY_ACTION,
  ACTIVITY_MENU,
  LIST_PAGE_SIZE_DEFAULT,
  type ActivityLogListQuery,
} from '@hbc/contracts';
/* eslint-disable @nx/enforce-module-boundaries -- the bench times the API's own query module on
   a database filled and migrated by the API's own code. */
import {
  activityLogPage,
  type ActivityLogViewer,
} from '../../apps/api/src/areas/activity-log/activity-log-query';
import type { DatabaseHandle } from '../../apps/api/src/db/database';
/* eslint-enable @nx/enforce-module-boundaries */
import { openStaffDatabase, seedStaff } from '../scripts/seed-staff';
import { withFreshDatabase } from './lists';
import type { BenchRow } from './report';
import { summarize, timedRuns } from './stats';

const ENTRIES = 1_000_000;
const SIZES = { units: 100, users: 2_000 };
/** The newest entry; the others go back about two years from it (one every 63 seconds). */
const NEWEST = '2026-06-30T23:59:00Z';
const SPACING_SECONDS = 63;
const WARM_UP = 5;
const RUNS = 60;
const GOAL_MS = 50;

/** Entries as the API and the console write them: menu, action, subject, description. */
const KINDS: readonly (readonly [menu: string, action: string, subject: string, description: string])[] = [
  [ACTIVITY_MENU.signIn, ACTIVITY_ACTION.signIn, 'LINE Login', 'ยืนยันตัวตนด้วย LINE สำเร็จ'],
  [ACTIVITY_MENU.signIn, ACTIVITY_ACTION.signIn, 'Provider ID', 'ยืนยันตัวตนด้วย Provider ID สำเร็จ'],
  [ACTIVITY_MENU.signIn, ACTIVITY_ACTION.signOut, 'เซสชันการใช้งาน', 'ออกจากระบบ'],
  [ACTIVITY_MENU.signIn, ACTIVITY_ACTION.signInFailed, 'Provider ID', 'Provider ID ไม่ตรงกับที่ผูกไว้กับผู้ใช้ (PROVIDER_MISMATCH)'],
  [ACTIVITY_MENU.users, ACTIVITY_ACTION.create, 'ผู้ใช้ใหม่ #', 'เพิ่มผู้ใช้งาน บทบาท Admin LV3, ออกลิงก์คำเชิญใช้ได้ครั้งเดียว อายุ 7 วัน'],
  [ACTIVITY_MENU.users, ACTIVITY_ACTION.update, 'ผู้ใช้งาน #', 'บทบาท: Admin LV3 → Admin LV2'],
  [ACTIVITY_MENU.healthCenter, ACTIVITY_ACTION.update, 'หน่วยบริการ #', 'โลโก้: ไม่มี → https://files.example/logo.png'],
  [ACTIVITY_MENU.upload, ACTIVITY_ACTION.upload, 'รูปภาพในข้อความ', 'PNG 1040 x 1040 px ขนาด 245,112 ไบต์'],
  ['บรอดแคสต์', 'สร้าง', 'ข่าวสารวัคซีนไข้หวัดใหญ่ รอบที่ #', 'สร้างบรอดแคสต์ใหม่ 3 ข้อความ'],
  ['บรอดแคสต์', 'ส่ง', 'เชิญตรวจคัดกรองเบาหวาน ครั้งที่ #', 'ส่งบรอดแคสต์ถึงกลุ่มเป้าหมาย'],
  ['กลุ่มเป้าหมาย', 'แก้ไข', 'ผู้สูงอายุ 60 ปีขึ้นไป ชุดที่ #', 'เงื่อนไข: อายุ ≥ 60, ติดตามอยู่'],
  [ACTIVITY_MENU.activityLog, ACTIVITY_ACTION.export, 'ประวัติการใช้งาน', 'ส่งออกไฟล์ CSV (UTF-8) จำนวน 1,234 แถว'],
  [ACTIVITY_MENU.excludedCid, ACTIVITY_ACTION.create, 'CID 1-2345-xxxxx-xx-1', 'เพิ่ม CID ที่จำกัดการส่ง เหตุผล: ขอไม่รับข่าวสาร'],
]; // prettier-ignore

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlArray = (texts: readonly string[]) => `array[${texts.map(sqlText).join(', ')}]`;
const column = (i: number) => sqlArray(KINDS.map((kind) => kind[i] ?? ''));

/**
 * ENTRIES entries, one INSERT … SELECT: each by one of the users (the unit and role they have), a
 * kind in turn (subjects numbered, so that their texts differ), every 63 seconds back from NEWEST;
 * one in fifty by nobody known (as a sign-in that failed early is).
 */
const FILL_SQL = `
  with staff as (
    select row_number() over (order by id) - 1 as k, id, role, unit_id,
           first_name || ' ' || last_name as name
    from app_user
  ), counted as (select count(*) as n from staff)
  insert into activity_log (user_id, actor_name, role, unit_id, action, menu, subject, description, ip, created_at)
  select case when g.n % 50 = 0 then null else s.id end,
         case when g.n % 50 = 0 then null else s.name end,
         case when g.n % 50 = 0 then null else s.role end,
         case when g.n % 50 = 0 then null else s.unit_id end,
         (${column(1)})[1 + g.n % ${KINDS.length}],
         (${column(0)})[1 + g.n % ${KINDS.length}],
         replace((${column(2)})[1 + g.n % ${KINDS.length}], '#', (g.n % 997)::text),
         (${column(3)})[1 + g.n % ${KINDS.length}],
         '10.' || (g.n % 250) || '.' || (g.n / 250 % 250) || '.' || (g.n % 7 + 1),
         timestamptz '${NEWEST}' - g.n * interval '${SPACING_SECONDS} seconds'
  from generate_series(0, ${ENTRIES - 1}) as g(n)
  cross join counted
  join staff s on s.k = (g.n::bigint * 7919) % counted.n`;

interface LogQuery {
  name: string;
  query: ActivityLogListQuery;
  viewer: ActivityLogViewer;
  goal: boolean;
}

const firstPage = { page: 1, pageSize: LIST_PAGE_SIZE_DEFAULT };
const SUPER_ADMIN: ActivityLogViewer = { role: 'SUPER_ADMIN', unitId: null };

async function one<T>(handle: DatabaseHandle, text: string): Promise<T> {
  const { rows } = await handle.sql.executeSql(text);
  return rows[0] as T;
}

/** The calls timed, with users, a unit and a deep cursor taken from the filled log. */
async function logQueries(handle: DatabaseHandle): Promise<LogQuery[]> {
  const user = await one<{ id: number }>(
    handle,
    `select user_id as id from activity_log where user_id is not null order by created_at desc limit 1`,
  );
  const lv1 = await one<{ unitId: number }>(
    handle,
    `select unit_id as "unitId" from app_user where role = 'ADMIN_LV1' and unit_id is not null order by id limit 1`,
  );
  const deep = await one<{ createdAt: string; id: number }>(
    handle,
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", id::int as id
     from activity_log order by created_at desc, id desc offset ${Math.floor(ENTRIES * 0.9)} limit 1`,
  );
  return [
    { name: 'first page', query: firstPage, viewer: SUPER_ADMIN, goal: true },
    {
      name: 'one week (2026-03-01 to 03-07)',
      query: { ...firstPage, filters: { from: '2026-03-01', to: '2026-03-07' } },
      viewer: SUPER_ADMIN,
      goal: true,
    },
    {
      name: 'one user',
      query: { ...firstPage, filters: { userId: user.id } },
      viewer: SUPER_ADMIN,
      goal: true,
    },
    {
      name: 'search "วัคซีน" (one entry in 13)',
      query: { ...firstPage, search: 'วัคซีน' },
      viewer: SUPER_ADMIN,
      goal: true,
    },
    {
      name: 'search "บรอดแคสต์" (two entries in 13)',
      query: { ...firstPage, search: 'บรอดแคสต์' },
      viewer: SUPER_ADMIN,
      goal: true,
    },
    {
      name: 'search "รอบที่ 123" (rare)',
      query: { ...firstPage, search: 'รอบที่ 123' },
      viewer: SUPER_ADMIN,
      goal: true,
    },
    {
      name: 'Admin LV1: own unit, first page',
      query: firstPage,
      viewer: { role: 'ADMIN_LV1', unitId: lv1.unitId },
      goal: false,
    },
    {
      name: 'keyset page after 900,000 entries',
      query: { ...firstPage, page: 45_001, after: deep },
      viewer: SUPER_ADMIN,
      goal: false,
    },
  ];
}

/** Times `RUNS` sequential pages after `WARM_UP` untimed ones; answers milliseconds per page. */
async function timeQuery(handle: DatabaseHandle, logQuery: LogQuery): Promise<number[]> {
  const read = () => activityLogPage(handle.db, logQuery.query, logQuery.viewer);
  let page = await read();
  for (let i = 1; i < WARM_UP; i++) page = await read();
  const total = `${page.totalIsLowerBound ? 'more than ' : ''}${page.total}`;
  console.error(`  ${logQuery.name}: ${page.data.length} entries of ${total}`);
  return timedRuns(read, RUNS, 0);
}

async function seconds(run: () => Promise<unknown>): Promise<string> {
  const start = performance.now();
  await run();
  return ((performance.now() - start) / 1000).toFixed(1);
}

/**
 * Units and users (SIZES), then ENTRIES entries of theirs, vacuumed and analysed as autovacuum
 * keeps a live table (an insert-only table is vacuumed too: visibility map, GIN pending list).
 */
export async function fillActivityLog(handle: DatabaseHandle): Promise<void> {
  await seedStaff(handle, SIZES, (line) => console.error(line));
  console.error(`  ${ENTRIES} entries: ${await seconds(() => handle.sql.executeSql(FILL_SQL))} s`);
  console.error(
    `  vacuum and statistics: ${await seconds(() => handle.sql.executeSql('vacuum analyze activity_log'))} s`,
  );
}

interface Target {
  label: string;
  /** Unset: embedded PGlite in a directory of the bench's own. */
  databaseUrl?: string;
  goal: boolean;
}

async function benchTarget(target: Target): Promise<BenchRow[]> {
  console.error(` ${target.label}:`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-bench-activity-log-'));
  try {
    const { handle } = await openStaffDatabase({ databaseUrl: target.databaseUrl, dataDir });
    try {
      await fillActivityLog(handle);
      const rows: BenchRow[] = [];
      for (const logQuery of await logQueries(handle)) {
        rows.push({
          bench: 'activity-log',
          metric: `${logQuery.name} (${target.label})`,
          unit: 'ms',
          summary: summarize(await timeQuery(handle, logQuery)),
          ...(target.goal && logQuery.goal ? { goal: GOAL_MS, goalOn: 'p95' as const } : {}),
        });
      }
      return rows;
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The activity log's list with a million entries (two years, 100 units, 2,000 users), through
 * the API's query module: first page, a week, a user, searches, an Admin LV1's first page and a
 * keyset page deep in the log; on the embedded database and, when BENCH_DATABASE_URL or
 * DATABASE_URL names a PostgreSQL server, on a fresh database there (where the goal applies).
 */
export async function benchActivityLog(): Promise<BenchRow[]> {
  const start = performance.now();
  const rows = await benchTarget({ label: 'embedded', goal: false });
  const serverUrl = process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'];
  if (serverUrl) {
    rows.push(
      ...(await withFreshDatabase(serverUrl, (databaseUrl) =>
        benchTarget({ label: 'PostgreSQL', databaseUrl, goal: true }),
      )),
    );
  } else {
    console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL (or DATABASE_URL) to a server');
  }
  console.error(`  activity-log took ${((performance.now() - start) / 1000).toFixed(0)} s`);
  return rows;
}
