import { ACTIVITY_ACTION, API_PATHS, DEMO_HOSPITAL, maskCid } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { csvBase64, validCid } from '../areas/excluded-cids/testing/cid-calls';
import { startFakePlatforms, type FakePlatforms } from '../test/fake-platforms';
import { signInTestEnv } from '../test/sign-in';
import { lastLogId, logSince, unitIdOf } from '../test/staff-fixtures';
import { describeEachDatabase } from '../test/test-app';
import { signedInRoles } from '../test/signed-in-roles';
import type { RoleIdentity } from '../areas/users/testing/user-calls';
import { answerText } from './answer-text';
import { CID_SPELLINGS, fullCidsIn } from './cid-spellings';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** CIDs of the review, each valid. */
const REVIEW_CID = '1568187572519';
const THAI_CID = '1199653771491';
const DOTTED_CID = '1768316990395';

describeEachDatabase(
  'CIDs typed into free text (the review’s findings 1–3)',
  (ctx) => {
    const { call, tokens } = signedInRoles(ctx, () => fake);

    const ok = async (response: Promise<LightMyRequestResponse>) => {
      const answer = await response;
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
      return answer;
    };
    /** The text of the log list, its CSV and its XLSX, as Super Admin reads them. */
    const logEverywhere = async () => {
      const list = await ok(
        call('POST', API_PATHS.logList, tokens['super-admin'], { page: 1, pageSize: 100 }),
      );
      const files = await Promise.all(
        ['csv', 'xlsx'].map(async (format) =>
          answerText(
            await ok(call('POST', API_PATHS.logExport, tokens['super-admin'], { format })),
          ),
        ),
      );
      return [list.body, ...files];
    };

    it('1. POST /api/setting/log keeps the CID masked in the entry, the list and both exports', async () => {
      const before = await lastLogId(ctx.app.db);
      const written = await call('POST', API_PATHS.log, tokens['admin-lv3'], {
        action: 'view',
        menu: 'm',
        subject: `s ${REVIEW_CID}`,
        description: `citizen ${REVIEW_CID}`,
      });

      expect(written.statusCode).toBe(200);
      expect(await logSince(ctx.app.db, before)).toEqual([
        expect.objectContaining({
          subject: `s ${maskCid(REVIEW_CID)}`,
          description: `citizen ${maskCid(REVIEW_CID)}`,
        }),
      ]);
      for (const text of await logEverywhere()) {
        expect(text).toContain(`citizen ${maskCid(REVIEW_CID)}`);
        expect(fullCidsIn(text, [REVIEW_CID])).toEqual([]);
      }
    });

    it('2. the "create" entries of a link, a broadcast, a segment and a user name no full CID', async () => {
      const cid = REVIEW_CID;
      const hospitalId = await unitIdOf(ctx.app.db, DEMO_HOSPITAL.hcode);
      const creates: [RoleIdentity, string, object, string][] = [
        [
          'admin-lv3',
          API_PATHS.trackingUrl,
          { name: `ลิงก์ ${cid}`, targetUrl: `https://example.test/?c=${cid}` },
          'name',
        ],
        [
          'admin-lv3',
          API_PATHS.broadcast,
          { title: `ข่าว ${cid}`, messages: [{ type: 'text', text: 'สวัสดี' }], target: 'UNIT' },
          'title',
        ],
        [
          'admin-lv3',
          API_PATHS.segment,
          {
            name: `กลุ่ม ${cid}`,
            rules: { match: 'ALL', conditions: [{ kind: 'TAGS', match: 'ANY', tags: ['ทดสอบ'] }] },
          },
          'name',
        ],
        [
          'super-admin',
          API_PATHS.user,
          { firstName: `สมชาย${cid}`, lastName: 'ใจดี', role: 'ADMIN_LV2', unitId: hospitalId },
          'firstName',
        ],
      ];
      for (const [role, path, body, field] of creates) {
        const before = await lastLogId(ctx.app.db);
        const created = await ok(call('POST', path, tokens[role], body));

        const record = created.json().data as Record<string, unknown>;
        expect(record[field]).toEqual(expect.stringContaining(maskCid(cid)));
        const entries = await logSince(ctx.app.db, before);
        expect(entries.map((entry) => entry.action)).toContain(ACTIVITY_ACTION.create);
        for (const entry of entries) {
          const text = `${entry.subject}\n${entry.description}`;
          expect(text).toContain(maskCid(cid));
          expect(fullCidsIn(text, [cid])).toEqual([]);
        }
      }
      // The link's destination stays exact: it is where the link sends a citizen.
      const links = await ok(
        call('POST', API_PATHS.trackingUrlList, tokens['admin-lv3'], { page: 1, pageSize: 20 }),
      );
      expect(links.json().data[0].targetUrl).toBe(`https://example.test/?c=${cid}`);
    });

    it('3. an excluded CID’s reason in Thai digits, dotted or spaced is masked in the list and export', async () => {
      const admin = tokens['super-admin'];
      const reasons = [
        `ขอไม่รับ ${CID_SPELLINGS.thai(THAI_CID)}`,
        `ขอไม่รับ ${CID_SPELLINGS.dotted(DOTTED_CID)}`,
        `ขอไม่รับ ${CID_SPELLINGS.spaced(REVIEW_CID)}`,
      ];
      const excluded = [1, 2, 3].map((n) => validCid(9_000_000 + n));
      for (const [n, reason] of reasons.entries()) {
        await ok(call('POST', API_PATHS.cid, admin, { cid: excluded[n], reason }));
      }
      // The file import: its reason for every row, and a row's own reason in the file.
      const preview = await ok(
        call('POST', API_PATHS.cidImport, admin, {
          fileName: `cids ${CID_SPELLINGS.dotted(REVIEW_CID)}.csv`,
          reason: `นำเข้า ${CID_SPELLINGS.thai(DOTTED_CID)}`,
          base64: csvBase64(
            [
              'เลขประจำตัวประชาชน,เหตุผล',
              `${validCid(9_000_004)},`,
              `${validCid(9_000_005)},แถว ${CID_SPELLINGS.spaced(THAI_CID)}`,
              '',
            ],
            { bom: true },
          ),
        }),
      );
      await ok(call('POST', API_PATHS.cidImportById(preview.json().data.importId), admin));

      const list = await ok(call('POST', API_PATHS.cidList, admin, { page: 1, pageSize: 100 }));
      const texts = [
        preview.body,
        list.body,
        ...(await Promise.all(
          ['csv', 'xlsx'].map(async (format) =>
            answerText(await ok(call('POST', API_PATHS.cidExport, admin, { format }))),
          ),
        )),
        ...(await logEverywhere()),
      ];
      const reasonsListed = (list.json().data as { reason: string }[]).map((row) => row.reason);
      expect(reasonsListed).toEqual(
        expect.arrayContaining([
          `ขอไม่รับ ${maskCid(THAI_CID)}`,
          `ขอไม่รับ ${maskCid(DOTTED_CID)}`,
          `ขอไม่รับ ${maskCid(REVIEW_CID)}`,
          `นำเข้า ${maskCid(DOTTED_CID)}`,
          `แถว ${maskCid(THAI_CID)}`,
        ]),
      );
      for (const text of texts) {
        expect(fullCidsIn(text, [REVIEW_CID, THAI_CID, DOTTED_CID])).toEqual([]);
      }
    });
  },
  { env: () => signInTestEnv(fake) },
);
