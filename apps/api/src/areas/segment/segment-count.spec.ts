import {
  ACTIVITY_MENU,
  CID_MESSAGES,
  DEMO_COMMUNITY_HOSPITAL,
  EXCLUDED_CID_MESSAGES,
  SEGMENT_CID_LIST_PROBLEMS_MAX,
  SEGMENT_RULE_MESSAGES,
  type SegmentCidList,
  type SegmentCount,
  type SegmentRecord,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { CidProtection } from '../../cid/cid-protection';
import { segment, segmentCidList, segmentCidListItem } from '../../db/schema';
import { bangkokDay } from './bangkok-day';
import { excludeHashes, insertCitizenRows } from './testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertUser, lastLogId, logSince, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  accessTokenOf,
  signInEachRole,
  type RoleIdentity,
} from '../users/testing/user-calls';
import {
  csvBase64,
  thirteenDigitRuns,
  validCid,
  wrongCheckDigit,
} from '../excluded-cids/testing/cid-calls';
import { answered, segmentCalls } from './testing/segment-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

/** Every test's citizens carry a tag of its own, so that each counts only its own. */
const tagged = (tag: string, match: 'ALL' | 'ANY' = 'ALL', more: object[] = []) => ({
  match,
  conditions: [{ kind: 'TAGS', match: 'ANY', tags: [tag] }, ...more],
});
/** Born this many whole years ago today (Bangkok), give or take `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const [year, month, day] = bangkokDay().split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year - years, month - 1, day + days);
  return date.toISOString().slice(0, 10);
}

describeEachDatabase(
  'segment counts and CID lists',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let otherUnitToken: string;
    let api: ReturnType<typeof segmentCalls>;
    let hospitalId: number;
    let communityId: number;
    let protection: CidProtection;
    const db = () => ctx.app.db;

    beforeAll(async () => {
      api = segmentCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db());
      communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
      const otherLv1 = await insertUser(db(), { role: 'ADMIN_LV1', unitId: communityId });
      otherUnitToken = await accessTokenOf(ctx.app, otherLv1.id);
      protection = new CidProtection(ctx.app.config.cidKeys);
    }, 60_000);

    const countOf = async (token: string, body: object) => {
      const response = await api.count(token, body);
      if (response.statusCode !== 200) throw new Error(`count: ${response.body}`);
      return (response.json() as { data: SegmentCount }).data;
    };

    describe('POST /api/segment/count', () => {
      it('counts the unit’s following citizens, not unfollowed ones, other units’ or excluded CIDs', async () => {
        await insertCitizenRows(db(), hospitalId, [
          { tags: ['นับ-1'], cidHash: 'count-1-a' },
          { tags: ['นับ-1'], cidHash: 'count-1-b' },
          { tags: ['นับ-1'] },
          { tags: ['นับ-1'], followStatus: 'UNFOLLOWED' },
          { tags: ['นับ-1'], followStatus: 'UNKNOWN' },
          { tags: ['นับ-1'], cidHash: 'count-1-excluded' },
        ]);
        await insertCitizenRows(db(), communityId, [{ tags: ['นับ-1'] }]);
        await excludeHashes(db(), ['count-1-excluded']);
        const before = Date.now();

        for (const role of ['admin-lv1', 'admin-lv2', 'admin-lv3'] as const) {
          const counted = await countOf(tokens[role], { rules: tagged('นับ-1') });
          expect({ role, count: counted.count }).toEqual({ role, count: 3 });
          expect(Date.parse(counted.countedAt)).toBeGreaterThanOrEqual(before - 1000);
          expect(counted.breakdown).toBeUndefined();
        }
        expect((await countOf(otherUnitToken, { rules: tagged('นับ-1') })).count).toBe(1);
      });

      it('counts the whole unit for rules without a condition', async () => {
        const all = await countOf(tokens['admin-lv3'], { rules: { match: 'ALL', conditions: [] } });
        await insertCitizenRows(db(), hospitalId, [{ tags: ['นับ-ทั้งหน่วย'] }]);

        const more = await countOf(tokens['admin-lv3'], {
          rules: { match: 'ANY', conditions: [] },
        });

        expect(more.count).toBe(all.count + 1);
      });

      it('breaks the count down by age band, sex and province when asked', async () => {
        await insertCitizenRows(db(), hospitalId, [
          { tags: ['นับ-2'], sex: 'FEMALE', birthDate: bornYearsAgo(15), provinceId: 40 },
          { tags: ['นับ-2'], sex: 'FEMALE', birthDate: bornYearsAgo(15, 1), provinceId: 40 },
          { tags: ['นับ-2'], sex: 'MALE', birthDate: bornYearsAgo(60), provinceId: 10 },
          { tags: ['นับ-2'], sex: 'MALE', birthDate: null, provinceId: null },
          {
            tags: ['นับ-2'],
            sex: 'MALE',
            birthDate: bornYearsAgo(30),
            provinceId: 40,
            cidHash: 'count-2-x',
          },
        ]);
        await excludeHashes(db(), ['count-2-x']);

        const counted = await countOf(tokens['admin-lv2'], {
          rules: tagged('นับ-2'),
          breakdown: true,
        });

        expect(counted).toEqual({
          count: 4,
          countedAt: expect.any(String),
          breakdown: {
            ageBands: [
              { band: '0-14', count: 1 },
              { band: '15-24', count: 1 },
              { band: '25-34', count: 0 },
              { band: '35-44', count: 0 },
              { band: '45-59', count: 0 },
              { band: '60+', count: 1 },
              { band: 'unknown', count: 1 },
            ],
            sexes: [
              { sex: 'MALE', count: 2 },
              { sex: 'FEMALE', count: 2 },
              { sex: 'UNKNOWN', count: 0 },
            ],
            provinces: [
              { provinceId: 40, provinceName: 'ขอนแก่น', count: 2 },
              { provinceId: 10, provinceName: 'กรุงเทพมหานคร', count: 1 },
              { provinceId: null, provinceName: null, count: 1 },
            ],
          },
        });
      });

      it('refuses rules it cannot count, at their paths', async () => {
        const response = await api.count(tokens['admin-lv3'], {
          rules: tagged('นับ-3', 'ALL', [
            { kind: 'PROVINCE', provinceIds: [29] },
            { kind: 'AGE', min: 30, max: 20 },
          ]),
        });

        expect(answered(response)).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [
              { path: '/rules/conditions/2/max', message: SEGMENT_RULE_MESSAGES.ageReversed },
              {
                path: '/rules/conditions/1/provinceIds/0',
                message: SEGMENT_RULE_MESSAGES.unknownProvince,
              },
            ],
          },
        });
      });
    });

    describe('POST /api/segment/{id}/count', () => {
      it('counts a segment afresh with its breakdown and keeps the count on it, not as a change', async () => {
        const create = await api.create(tokens['admin-lv3'], {
          name: 'นับใหม่ในหน้ารายละเอียด',
          rules: tagged('นับ-4'),
        });
        const saved = (create.json() as { data: SegmentRecord }).data;
        expect(saved.cachedCount).toBe(0);
        await insertCitizenRows(db(), hospitalId, [{ tags: ['นับ-4'] }, { tags: ['นับ-4'] }]);
        const since = await lastLogId(db());

        const response = await api.recount(tokens['admin-lv2'], saved.id);

        expect(response.statusCode).toBe(200);
        const counted = (response.json() as { data: SegmentCount }).data;
        expect(counted).toMatchObject({ count: 2, breakdown: { sexes: expect.any(Array) } });
        const detail = (
          (await api.get(tokens['admin-lv2'], saved.id)).json() as { data: SegmentRecord }
        ).data;
        expect(detail).toEqual({
          ...saved,
          cachedCount: 2,
          countedAt: counted.countedAt,
        });
        expect(await logSince(db(), since)).toEqual([]);
      });
    });

    describe('POST /api/segment/cid-list', () => {
      const upload = (token: string, lines: string[], fileName = 'รายชื่อเป้าหมาย.csv') =>
        api.uploadCidList(token, { fileName, base64: csvBase64(lines) });

      it('keeps the distinct hashes of the valid CIDs, names the bad rows, and logs it', async () => {
        const since = await lastLogId(db());
        const good = [validCid(7_000_001), validCid(7_000_002)];

        const response = await upload(tokens['admin-lv3'], [
          'เลขประจำตัวประชาชน',
          good[0] ?? '',
          wrongCheckDigit(validCid(7_000_003)),
          good[1] ?? '',
          '12345',
          good[0] ?? '',
        ]);

        expect(response.statusCode).toBe(200);
        const list = (response.json() as { data: SegmentCidList }).data;
        expect(list).toEqual({
          id: expect.any(String),
          fileName: 'รายชื่อเป้าหมาย.csv',
          size: 2,
          invalidRows: 2,
          problems: [
            { row: 3, message: CID_MESSAGES.checkDigit },
            { row: 5, message: CID_MESSAGES.length },
          ],
          createdAt: expect.any(String),
        });
        expect(thirteenDigitRuns(response.body)).toEqual([]);
        const items = await db()
          .select({ hash: segmentCidListItem.cidHash })
          .from(segmentCidListItem)
          .where(eq(segmentCidListItem.listId, list.id));
        expect(items.map((item) => item.hash).sort()).toEqual(
          good.map((cid) => protection.hashCid(cid)).sort(),
        );
        const [stored] = await db()
          .select({ unitId: segmentCidList.unitId, size: segmentCidList.size })
          .from(segmentCidList)
          .where(eq(segmentCidList.id, list.id));
        expect(stored).toEqual({ unitId: hospitalId, size: 2 });
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            menu: ACTIVITY_MENU.segment,
            action: 'อัพโหลดไฟล์',
            subject: 'ไฟล์ รายชื่อเป้าหมาย.csv',
            description:
              'อัพโหลดรายการเลขประจำตัวประชาชนสำหรับกลุ่มเป้าหมาย 2 รายการจากไฟล์ รายชื่อเป้าหมาย.csv (ไม่ถูกต้อง 2 แถว)',
          }),
        ]);
      });

      it('names the first bad rows only, and counts them all', async () => {
        const bad = Array.from({ length: SEGMENT_CID_LIST_PROBLEMS_MAX + 5 }, (_, n) => `x${n}`);

        const response = await upload(tokens['admin-lv1'], [validCid(7_000_010), ...bad]);

        const list = (response.json() as { data: SegmentCidList }).data;
        expect(list.invalidRows).toBe(SEGMENT_CID_LIST_PROBLEMS_MAX + 5);
        expect(list.problems).toHaveLength(SEGMENT_CID_LIST_PROBLEMS_MAX);
        expect(list.problems[0]).toEqual({ row: 2, message: CID_MESSAGES.notDigits });
      });

      it('answers 400 at /base64 for a file it cannot read', async () => {
        expect(
          answered(
            await api.uploadCidList(tokens['admin-lv3'], {
              fileName: 'ภาพ.png',
              base64: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]).toString('base64'),
            }),
          ),
        ).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/base64', message: EXCLUDED_CID_MESSAGES.fileUnreadable }],
          },
        });
      });

      it('counts a segment on an uploaded list, and no other unit may use the list', async () => {
        const [onList, alsoOnList] = [validCid(7_000_020), validCid(7_000_021)];
        await insertCitizenRows(db(), hospitalId, [
          { tags: ['นับ-5'], cidHash: protection.hashCid(onList) },
          { tags: ['นับ-5'], cidHash: protection.hashCid(alsoOnList) },
          { tags: ['นับ-5'], cidHash: protection.hashCid(validCid(7_000_022)) },
        ]);
        await excludeHashes(db(), [protection.hashCid(alsoOnList)]);
        const response = await upload(tokens['admin-lv3'], [onList, alsoOnList]);
        const { id: listId } = (response.json() as { data: SegmentCidList }).data;
        const rules = tagged('นับ-5', 'ALL', [{ kind: 'CID_LIST', listId }]);

        expect((await countOf(tokens['admin-lv2'], { rules })).count).toBe(1);
        const saved = await api.create(tokens['admin-lv3'], { name: 'จากไฟล์', rules });
        expect(saved.json()).toMatchObject({ data: { cachedCount: 1 } });
        const [row] = await db()
          .select({ rules: segment.rules })
          .from(segment)
          .where(eq(segment.name, 'จากไฟล์'));
        expect(row?.rules.conditions[1]).toEqual({ kind: 'CID_LIST', listId });

        for (const call of [
          () => api.count(otherUnitToken, { rules }),
          () => api.create(otherUnitToken, { name: 'ยืมไฟล์', rules }),
        ]) {
          expect(answered(await call())).toEqual({
            status: 400,
            body: {
              message: 'VALIDATION_ERROR',
              errors: [
                {
                  path: '/rules/conditions/1/listId',
                  message: SEGMENT_RULE_MESSAGES.unknownCidList,
                },
              ],
            },
          });
        }
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
