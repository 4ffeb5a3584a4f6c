import { API_PATHS, DEMO_HOSPITAL, cidCheckDigit } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { csvBase64 } from '../areas/excluded-cids/testing/cid-calls';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import {
  filledPath,
  publishedOperations,
  type PublishedOperation,
} from '../test/published-operations';
import { signInTestEnv } from '../test/sign-in';
import { newHcode, unitIdOf } from '../test/staff-fixtures';
import { describeEachDatabase } from '../test/test-app';
import { tokenCall, type CallMethod } from '../test/token-call';
import {
  ROLE_IDENTITIES,
  signInEachRole,
  type RoleIdentity,
} from '../areas/users/testing/user-calls';
import { insertFollowerOfCid, insertTester } from '../areas/tester/testing/tester-fixtures';
import { answerText } from './answer-text';
import { CID_SPELLINGS, SPELLING_NAMES, fullCidsIn } from './cid-spellings';
import { textFields, withTextAt, type TextField } from './text-fields';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

type Body = Record<string, unknown>;

/** Rows made before the probe, for the operations that change one. */
interface Made {
  hospitalId: number;
  userId: number;
  provinceId: number;
  unit: { id: number; hcode: string };
  segmentId: number;
  broadcastId: number;
  /** Broadcasts waiting for approval, one for each rejection the probe writes. */
  pendingIds: number[];
  trackingUrlId: number;
  templateId: number;
  testerId: number;
  /** CIDs of followers no tester has yet, one for each tester the probe adds by CID. */
  followerCids: string[];
  /** Province codes no province has, one for each province the probe adds. */
  freeProvinceCodes: number[];
}

/** How the probe calls an operation that takes text. */
interface Probe {
  as: RoleIdentity;
  /** A valid body; `text` goes into the free text a file carries, if it has any. */
  body: (made: Made, text: string) => Body;
  /** Its path parameters. */
  params?: (made: Made) => Record<string, string>;
  /** What makes the change kept (an import confirmed, a background load finished). */
  then?: (answer: LightMyRequestResponse) => Promise<LightMyRequestResponse[]>;
}

/** Text fields that must stay as given: the probe leaves them as the valid body has them. */
const EXACT: Record<string, string> = {
  'POST /api/login /state': 'the sign-in’s own code',
  'POST /api/login /code': 'LINE’s authorization code',
  'POST /api/login /code_invite': 'an invite code',
  'POST /api/login/provider /code': 'Provider ID’s authorization code',
  'POST /api/login/provider /state': 'the sign-in’s own code',
  'POST /api/setting/cid /cid': 'the CID itself: kept hashed and encrypted, shown masked',
  'POST /api/setting/cid/import /base64': 'the file; the reasons in it are probed',
  'POST /api/segment/cid-list /base64': 'a file of CIDs, kept as hashes',
  'POST /api/citizen/import /rows/*/cid': 'the CID itself: kept as its hash',
  'POST /api/citizen/import-file /base64': 'a file of citizens, kept as hashes',
  'POST /api/upload/{product} /base64': 'a media file',
  'POST /api/setting/tester /cid': 'the CID itself: looked up by its hash, never kept',
  'POST /api/citizen/deliveries /cid': 'the CID itself: looked up by its hash, logged masked',
};

const page = () => ({ page: 1, pageSize: 20 });
const csv = () => ({ format: 'csv' });
/** The `n`th CID of the probe: its mask tells it from the others' (names must differ, masked). */
function probeCid(n: number): string {
  const twelve = `3${String(n).padStart(4, '0')}1234567`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}
let serial = 0;
/** A CID no other call used. */
const nextCid = () => probeCid((serial += 1));

/** Every operation that takes text, with a body it accepts. */
const PROBES: Record<string, Probe> = {
  'POST /api/setting/log': {
    as: 'admin-lv3',
    body: () => ({ action: 'ดู', menu: 'ทดสอบ', subject: 'ทดสอบ', description: '' }),
  },
  'POST /api/setting/log/list': { as: 'super-admin', body: page },
  'POST /api/setting/follower-sync/list': { as: 'super-admin', body: page },
  'POST /api/setting/log/export': { as: 'super-admin', body: csv },
  'POST /api/setting/user-management/list': { as: 'super-admin', body: page },
  'POST /api/setting/user-management/export': { as: 'super-admin', body: csv },
  'POST /api/setting/user-management': {
    as: 'super-admin',
    body: ({ hospitalId }) => ({
      firstName: 'ก',
      lastName: 'ข',
      role: 'ADMIN_LV2',
      unitId: hospitalId,
    }),
  },
  'PUT /api/setting/user-management/{id}': {
    as: 'super-admin',
    body: ({ userId, hospitalId }) => ({
      id: userId,
      firstName: 'ก',
      lastName: 'ข',
      role: 'ADMIN_LV2',
      unitId: hospitalId,
      status: 'INVITED',
    }),
    params: ({ userId }) => ({ id: String(userId) }),
  },
  'POST /api/setting/cid/list': { as: 'super-admin', body: page },
  'POST /api/setting/cid/export': { as: 'super-admin', body: csv },
  'POST /api/setting/cid': { as: 'super-admin', body: () => ({ cid: nextCid(), reason: 'ก' }) },
  'POST /api/setting/cid/import': {
    as: 'super-admin',
    body: (_made, text) => ({
      fileName: 'ก.csv',
      reason: 'ก',
      base64: csvBase64(['เลขประจำตัวประชาชน,เหตุผล', `${nextCid()},${text}`, `${nextCid()},`]),
    }),
    then: async (answer) => [
      await probeCall('POST', API_PATHS.cidImportById(answer.json().data.importId), 'super-admin'),
    ],
  },
  'POST /api/health-center/region/list': { as: 'super-admin', body: page },
  'POST /api/health-center/region/export': { as: 'super-admin', body: csv },
  'POST /api/health-center/province/list': { as: 'super-admin', body: page },
  'POST /api/health-center/province': {
    as: 'super-admin',
    body: ({ freeProvinceCodes }) => ({
      id: freeProvinceCodes.pop(),
      nameTh: 'ก',
      nameEn: 'k',
      healthRegionId: 1,
    }),
  },
  'PUT /api/health-center/province/{id}': {
    as: 'super-admin',
    body: () => ({ nameTh: 'ก', nameEn: 'k', healthRegionId: 1 }),
    params: ({ provinceId }) => ({ id: String(provinceId) }),
  },
  'POST /api/health-center/unit/list': { as: 'super-admin', body: page },
  'POST /api/health-center/unit/export': { as: 'super-admin', body: csv },
  'POST /api/health-center/unit': {
    as: 'super-admin',
    body: () => ({
      hcode: newHcode(),
      name: 'ก',
      kind: 'COMMUNITY_HOSPITAL',
      provinceId: 10,
      logoUrl: null,
      active: true,
    }),
  },
  'PUT /api/health-center/unit/{id}': {
    as: 'super-admin',
    body: ({ unit }) => ({
      hcode: unit.hcode,
      name: 'ก',
      kind: 'COMMUNITY_HOSPITAL',
      provinceId: 10,
      logoUrl: null,
      active: true,
    }),
    params: ({ unit }) => ({ id: String(unit.id) }),
  },
  'POST /api/segment/list': { as: 'admin-lv3', body: page },
  'POST /api/segment/cid-list': {
    as: 'admin-lv3',
    body: () => ({ fileName: 'ก.csv', base64: csvBase64(['เลขประจำตัวประชาชน', nextCid()]) }),
  },
  'POST /api/segment': { as: 'admin-lv3', body: () => ({ name: 'ก', rules: RULES }) },
  'PUT /api/segment/{id}': {
    as: 'admin-lv3',
    body: () => ({ name: 'ก', rules: RULES }),
    params: ({ segmentId }) => ({ id: String(segmentId) }),
  },
  'POST /api/broadcast/list': { as: 'admin-lv3', body: page },
  'POST /api/broadcast': { as: 'admin-lv3', body: () => BROADCAST },
  'PUT /api/broadcast/{id}': {
    as: 'admin-lv3',
    body: () => BROADCAST,
    params: ({ broadcastId }) => ({ id: String(broadcastId) }),
  },
  'POST /api/broadcast/{id}/delivery/list': {
    as: 'admin-lv3',
    body: page,
    params: ({ broadcastId }) => ({ id: String(broadcastId) }),
  },
  'POST /api/broadcast/approval/list': { as: 'super-admin', body: page },
  'POST /api/broadcast/{id}/reject': {
    as: 'super-admin',
    body: () => ({ reason: 'ก' }),
    params: ({ pendingIds }) => ({ id: String(pendingIds.shift()) }),
  },
  'POST /api/broadcast/template/list': { as: 'admin-lv3', body: page },
  'POST /api/broadcast/template': { as: 'admin-lv3', body: () => TEMPLATE },
  'PUT /api/broadcast/template/{id}': {
    as: 'admin-lv3',
    body: () => TEMPLATE,
    params: ({ templateId }) => ({ id: String(templateId) }),
  },
  'POST /api/setting/tester/list': { as: 'admin-lv1', body: page },
  'POST /api/setting/tester': {
    as: 'admin-lv1',
    body: ({ followerCids }) => ({ name: 'ก', cid: followerCids.pop() }),
  },
  'POST /api/setting/tester/code': { as: 'admin-lv1', body: () => ({ name: 'ก' }) },
  'PUT /api/setting/tester/{id}': {
    as: 'admin-lv1',
    body: () => ({ name: 'ก' }),
    params: ({ testerId }) => ({ id: String(testerId) }),
  },
  'POST /api/citizen/import': {
    as: 'super-admin',
    body: () => ({
      rows: [{ cid: nextCid(), unitHcode: DEMO_HOSPITAL.hcode, birthDate: '1990-01-31' }],
    }),
  },
  'POST /api/citizen/import-file': {
    as: 'super-admin',
    body: () => ({
      fileName: 'ก.csv',
      base64: csvBase64(['เลขประจำตัวประชาชน,รหัสหน่วยบริการ', `${nextCid()},${DEMO_HOSPITAL.hcode}`]),
    }),
    then: async (answer) => {
      const url = API_PATHS.citizenImportFileById(answer.json().data.importId);
      // Read until the background load is done, each read awaited (it takes a few batches).
      for (let read = 0; read < 1_000; read += 1) {
        const progress = await probeCall('GET', url, 'super-admin');
        if (progress.json().data.status !== 'RUNNING') return [progress];
      }
      throw new Error('the citizen file is still loading');
    },
  },
  'POST /api/report/list': { as: 'super-admin', body: page },
  'POST /api/report/export': { as: 'super-admin', body: csv },
  'POST /api/tracking-url/list': { as: 'admin-lv3', body: page },
  'POST /api/tracking-url': {
    as: 'admin-lv3',
    body: () => ({ name: 'ก', targetUrl: 'https://example.test/' }),
  },
  'PUT /api/tracking-url/{id}': {
    as: 'admin-lv3',
    body: () => ({ name: 'ก', targetUrl: 'https://example.test/' }),
    params: ({ trackingUrlId }) => ({ id: String(trackingUrlId) }),
  },
};
const RULES = { match: 'ALL', conditions: [{ kind: 'TAGS', match: 'ANY', tags: ['ทดสอบ'] }] };
const BROADCAST = { title: 'ก', messages: [{ type: 'text', text: 'สวัสดี' }], target: 'UNIT' };
const TEMPLATE = { name: 'ก', messages: [{ type: 'text', text: 'สวัสดี' }] };

/** The probe's calls, as one of the demo roles (set once the app is up). */
let probeCall: (
  method: CallMethod,
  url: string,
  as: RoleIdentity,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

const operationName = (operation: PublishedOperation) => `${operation.method} ${operation.path}`;
const fieldName = (operation: PublishedOperation, field: TextField) =>
  `${operationName(operation)} /${field.path.join('/')}`;

describeEachDatabase(
  'CIDs typed into any text field of any operation',
  (ctx) => {
    let made: Made;
    /** Each answer, export and log read, and what it was. */
    const seen: { what: string; text: string }[] = [];
    /** Writes the probe made, each with a CID in its text fields. */
    let writes = 0;

    /** The body schema of each published operation. */
    const bodySchemas = () => {
      const document = ctx.app.swagger() as {
        paths: Record<
          string,
          Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
        >;
      };
      return (operation: PublishedOperation) =>
        document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content?.[
          'application/json'
        ]?.schema;
    };
    /** The published operations with the text fields the probe writes into. */
    const probedOperations = () => {
      const schemaOf = bodySchemas();
      return publishedOperations(ctx.app).map((operation) => ({
        operation,
        fields: textFields(schemaOf(operation)).filter(
          (field) => EXACT[fieldName(operation, field)] === undefined,
        ),
      }));
    };

    beforeAll(async () => {
      const tokens = await signInEachRole(ctx.app, fake);
      const call = tokenCall(ctx.app);
      probeCall = (method, url, as, payload) => call(method, url, tokens[as], payload);
      const made200 = async (method: CallMethod, url: string, as: RoleIdentity, body: Body) => {
        const answer = await probeCall(method, url, as, body);
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
        return answer.json().data as { id: number };
      };
      const hospitalId = await unitIdOf(ctx.app.db, DEMO_HOSPITAL.hcode);
      const { rows } = await ctx.database.sql.executeSql('select id from province');
      const taken = new Set((rows as { id: number }[]).map((row) => row.id));
      const freeProvinceCodes = Array.from({ length: 90 }, (_, i) => 10 + i).filter(
        (code) => !taken.has(code),
      );
      const provinceId = freeProvinceCodes.pop() ?? 0;
      await made200('POST', API_PATHS.healthProvince, 'super-admin', {
        id: provinceId,
        nameTh: 'จังหวัดทดสอบ',
        nameEn: 'Test',
        healthRegionId: 1,
      });
      const hcode = newHcode();
      const unit = await made200('POST', API_PATHS.healthUnit, 'super-admin', {
        hcode,
        name: 'หน่วยทดสอบ',
        kind: 'COMMUNITY_HOSPITAL',
        provinceId: 10,
        logoUrl: null,
        active: true,
      });
      made = {
        hospitalId,
        provinceId,
        freeProvinceCodes,
        unit: { id: unit.id, hcode },
        userId: (
          await made200('POST', API_PATHS.user, 'super-admin', {
            firstName: 'ทดสอบ',
            lastName: 'แก้ไข',
            role: 'ADMIN_LV2',
            unitId: hospitalId,
          })
        ).id,
        segmentId: (
          await made200('POST', API_PATHS.segment, 'admin-lv3', { name: 'แก้', rules: RULES })
        ).id,
        broadcastId: (await made200('POST', API_PATHS.broadcast, 'admin-lv3', BROADCAST)).id,
        trackingUrlId: (
          await made200('POST', API_PATHS.trackingUrl, 'admin-lv3', {
            name: 'แก้',
            targetUrl: 'https://example.test/',
          })
        ).id,
        templateId: (
          await made200('POST', API_PATHS.template, 'admin-lv3', { ...TEMPLATE, name: 'แก้' })
        ).id,
        testerId: (await insertTester(ctx.app.db, hospitalId, 'แก้')).id,
        followerCids: [],
        pendingIds: [],
      };
      // An urgent send always waits for approval (a scheduled one whoever it reaches).
      const urgent = { ...BROADCAST, urgent: true, urgentReason: 'ด่วน' };
      const later = { scheduledAt: new Date(Date.now() + 86_400_000).toISOString() };
      for (const _spelling of SPELLING_NAMES) {
        const { id } = await made200('POST', API_PATHS.broadcast, 'admin-lv3', urgent);
        await made200('POST', API_PATHS.broadcastSend(id), 'admin-lv3', later);
        made.pendingIds.push(id);
      }
      for (const _spelling of SPELLING_NAMES) {
        const cid = nextCid();
        await insertFollowerOfCid(ctx.app, cid);
        made.followerCids.push(cid);
      }
    }, 120_000);

    it('has a probe for every operation that takes text, and only for those', () => {
      const probed = probedOperations();
      const takingText = probed
        .filter(({ fields }) => fields.length > 0)
        .map(({ operation }) => operationName(operation));
      const exactFields = probed.flatMap(({ operation }) =>
        textFields(bodySchemas()(operation)).map((field) => fieldName(operation, field)),
      );

      expect(takingText.sort()).toEqual(Object.keys(PROBES).sort());
      expect(exactFields).toEqual(expect.arrayContaining(Object.keys(EXACT)));
    });

    it('answers every write of a CID, in every spelling, into every text field with 200', async () => {
      for (const { operation, fields } of probedOperations()) {
        const probe = PROBES[operationName(operation)];
        if (!probe || fields.length === 0) continue;
        for (const spelling of SPELLING_NAMES) {
          const written = CID_SPELLINGS[spelling](nextCid());
          writes += 1;
          const body = fields.reduce<unknown>(
            (sofar, field) =>
              withTextAt(
                sofar,
                field.path,
                field.maxLength >= 40 ? `ทดสอบ ${written} ท้าย` : written,
              ),
            probe.body(made, `เหตุผล ${written}`),
          );
          const url = filledPath(operation.path, probe.params?.(made) ?? {}, () => 'missing');
          const answer = await probeCall(operation.method, url, probe.as, body);
          const what = `${operationName(operation)} (${spelling})`;

          expect({ what, status: answer.statusCode }).toEqual({ what, status: 200 });
          seen.push({ what, text: await answerText(answer) });
          for (const next of (await probe.then?.(answer)) ?? []) {
            seen.push({ what: `${what}, then ${next.raw.req.url}`, text: await answerText(next) });
          }
        }
      }
      expect(writes).toBe(Object.keys(PROBES).length * SPELLING_NAMES.length);
    }, 300_000);

    it('finds none of those CIDs whole in any answer, list, export, log entry or table', async () => {
      const read = async (method: CallMethod, url: string, as: RoleIdentity, payload?: unknown) => {
        const answer = await probeCall(method, url, as, payload);
        if (answer.statusCode === 200)
          seen.push({ what: `${method} ${url} as ${as}`, text: await answerText(answer) });
        return answer;
      };
      const operations = publishedOperations(ctx.app);
      const ids: Record<string, string> = {
        id: String(made.broadcastId),
      };
      for (const as of ROLE_IDENTITIES) {
        for (const operation of operations) {
          const url = filledPath(operation.path, ids, () => 'missing');
          if (operation.method === 'POST' && operation.path.endsWith('/list')) {
            await read('POST', url, as, { page: 1, pageSize: 100 });
          } else if (operation.method === 'POST' && operation.path.endsWith('/export')) {
            for (const format of ['csv', 'xlsx']) await read('POST', url, as, { format });
          } else if (
            operation.method === 'GET' &&
            operation.path.startsWith('/api/') &&
            operation.pathParams.length === 0
          ) {
            await read('GET', url, as);
          }
        }
      }
      // Each thing made, as its own screen reads it.
      for (const [path, id, as] of [
        [API_PATHS.userById(made.userId), made.userId, 'super-admin'],
        [API_PATHS.healthProvinceById(made.provinceId), made.provinceId, 'super-admin'],
        [API_PATHS.healthUnitById(made.unit.id), made.unit.id, 'super-admin'],
        [API_PATHS.segmentById(made.segmentId), made.segmentId, 'admin-lv3'],
        [API_PATHS.broadcastById(made.broadcastId), made.broadcastId, 'admin-lv3'],
        [API_PATHS.trackingUrlById(made.trackingUrlId), made.trackingUrlId, 'admin-lv3'],
      ] as const) {
        expect({ id, status: (await read('GET', path, as)).statusCode }).toEqual({
          id,
          status: 200,
        });
      }
      // The whole activity log, page after page.
      let entries = 0;
      for (let number = 1; ; number += 1) {
        const answer = await read('POST', API_PATHS.logList, 'super-admin', {
          page: number,
          pageSize: 100,
        });
        const rows = answer.json().data as { description: string }[];
        entries += rows.length;
        if (rows.length < 100) break;
      }
      // Every row of every table, as text.
      const { rows: tables } = await ctx.database.sql.executeSql(
        `select table_schema, table_name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      for (const { table_schema, table_name } of tables as {
        table_schema: string;
        table_name: string;
      }[]) {
        const { rows } = await ctx.database.sql.executeSql(
          `select t::text as row from "${table_schema}"."${table_name}" t`,
        );
        seen.push({
          what: `table ${table_schema}.${table_name}`,
          text: (rows as { row: string }[]).map((r) => r.row).join('\n'),
        });
      }

      // Every CID any body carried: those of the text fields, and of the files and CID fields.
      const sent = Array.from({ length: serial }, (_, n) => probeCid(n + 1));
      const leaks = seen
        .map(({ what, text }) => ({ what, cids: fullCidsIn(text, sent) }))
        .filter(({ cids }) => cids.length > 0);
      expect(leaks).toEqual([]);
      // What was written is read back, masked: the log holds an entry for most writes.
      expect(entries).toBeGreaterThan(writes / 2);
      expect(seen.map(({ text }) => text).join('\n')).toMatch(/ทดสอบ 3-\d{4}-xxxxx-xx-\d ท้าย/);
    }, 300_000);
  },
  { env: () => signInTestEnv(fake) },
);
