import {
  ACTIVITY_MENU,
  DEMO_COMMUNITY_HOSPITAL,
  SEGMENT_MESSAGES,
  SEGMENT_RULE_MESSAGES,
  type SegmentRecord,
} from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { segment } from '../../db/schema';
import { insertCidList, insertCitizenRows } from './testing/segment-fixtures';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import {
  insertBroadcast,
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
} from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import {
  accessTokenOf,
  signInEachRole,
  type RoleIdentity,
} from '../users/testing/user-calls';
import { answered, segmentCalls } from './testing/segment-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const NOT_FOUND = { status: 404, body: { message: 'NOT_FOUND' } };
const FORBIDDEN = { status: 403, body: { message: 'FORBIDDEN' } };
const NO_SUCH_SEGMENT = 2_147_483_647;
const MANAGERS = ['admin-lv1', 'admin-lv3'] as const;

const women = { kind: 'SEX', sexes: ['FEMALE'] } as const;
const bodyOf = (name: string, conditions: object[] = [women], match = 'ALL') => ({
  name,
  rules: { match, conditions },
});
const validation = (...errors: { path: string; message: string }[]) => ({
  status: 400,
  body: { message: 'VALIDATION_ERROR', errors },
});

describeEachDatabase(
  'segments: /api/segment',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let otherUnitToken: string;
    let api: ReturnType<typeof segmentCalls>;
    let hospitalId: number;
    let communityId: number;
    const db = () => ctx.app.db;

    /** Creates a segment as an LV3 of the hospital; answers it. */
    async function created(name: string, conditions: object[] = [women]): Promise<SegmentRecord> {
      const response = await api.create(tokens['admin-lv3'], bodyOf(name, conditions));
      if (response.statusCode !== 200) throw new Error(`create: ${response.body}`);
      return (response.json() as { data: SegmentRecord }).data;
    }

    beforeAll(async () => {
      api = segmentCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db());
      communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
      const otherLv3 = await insertUser(db(), {
        role: 'ADMIN_LV3',
        unitId: communityId,
        firstName: 'อื่น',
        lastName: 'หน่วย',
      });
      otherUnitToken = await accessTokenOf(ctx.app, otherLv3.id);
    }, 60_000);

    describe('who may do what', () => {
      it('refuses Super Admin every segment call (403): segments belong to units', async () => {
        const token = tokens['super-admin'];
        for (const response of [
          await api.list(token),
          await api.create(token, bodyOf('ของส่วนกลาง')),
          await api.get(token, 1),
          await api.count(token, { rules: { match: 'ALL', conditions: [] } }),
          await api.uploadCidList(token, { fileName: 'a.csv', base64: 'YQ==' }),
        ]) {
          expect(answered(response)).toEqual(FORBIDDEN);
        }
      });

      it('lets LV2 read and count its unit’s segments but change none (403)', async () => {
        const segment = await created('อ่านได้อย่างเดียว');
        const token = tokens['admin-lv2'];

        expect((await api.list(token)).statusCode).toBe(200);
        expect((await api.get(token, segment.id)).statusCode).toBe(200);
        expect((await api.count(token, { rules: segment.rules })).statusCode).toBe(200);
        expect((await api.recount(token, segment.id)).statusCode).toBe(200);
        expect(answered(await api.create(token, bodyOf('ห้ามสร้าง')))).toEqual(FORBIDDEN);
        expect(answered(await api.update(token, segment.id, bodyOf('ห้ามแก้')))).toEqual(FORBIDDEN);
        expect(answered(await api.remove(token, segment.id))).toEqual(FORBIDDEN);
        expect(
          answered(await api.uploadCidList(token, { fileName: 'a.csv', base64: 'YQ==' })),
        ).toEqual(FORBIDDEN);
      });

      it('lets LV1 and LV3 create, change and delete their unit’s segments', async () => {
        for (const role of MANAGERS) {
          const create = await api.create(tokens[role], bodyOf(`ของ ${role}`));
          expect({ role, status: create.statusCode }).toEqual({ role, status: 200 });
          const { id } = (create.json() as { data: SegmentRecord }).data;
          const update = await api.update(tokens[role], id, bodyOf(`ของ ${role} (แก้)`));
          expect({ role, status: update.statusCode }).toEqual({ role, status: 200 });
          const remove = await api.remove(tokens[role], id);
          expect({ role, status: remove.statusCode }).toEqual({ role, status: 200 });
        }
      });

      it('answers 404 for another unit’s segment, as for one that does not exist', async () => {
        const segment = await created('ของโรงพยาบาลศูนย์');

        for (const call of [
          () => api.get(otherUnitToken, segment.id),
          () => api.update(otherUnitToken, segment.id, bodyOf('ยึด')),
          () => api.remove(otherUnitToken, segment.id),
          () => api.recount(otherUnitToken, segment.id),
          () => api.get(tokens['admin-lv2'], NO_SUCH_SEGMENT),
          () => api.update(tokens['admin-lv3'], NO_SUCH_SEGMENT, bodyOf('ไม่มี')),
          () => api.remove(tokens['admin-lv1'], NO_SUCH_SEGMENT),
          () => api.recount(tokens['admin-lv2'], NO_SUCH_SEGMENT),
        ]) {
          expect(answered(await call())).toEqual(NOT_FOUND);
        }
        expect((await api.get(tokens['admin-lv2'], segment.id)).statusCode).toBe(200);
      });
    });

    describe('POST /api/segment', () => {
      it('saves the segment counted, and logs it in Thai', async () => {
        await insertCitizenRows(db(), hospitalId, [
          { sex: 'FEMALE', tags: ['นับตอนบันทึก'] },
          { sex: 'FEMALE', tags: ['นับตอนบันทึก'] },
          { sex: 'MALE', tags: ['นับตอนบันทึก'] },
          { sex: 'FEMALE', tags: ['นับตอนบันทึก'], followStatus: 'UNFOLLOWED' },
        ]);
        const since = await lastLogId(db());
        const before = Date.now();

        const response = await api.create(
          tokens['admin-lv3'],
          bodyOf('  ผู้หญิงที่นับตอนบันทึก  ', [
            women,
            { kind: 'TAGS', match: 'ANY', tags: ['นับตอนบันทึก'] },
            { kind: 'AGE', max: 130 },
          ]),
        );

        expect(response.statusCode).toBe(200);
        const record = (response.json() as { data: SegmentRecord }).data;
        // Neither has a birth date: the age condition keeps them out.
        expect(record).toEqual({
          id: expect.any(Number),
          unitId: hospitalId,
          unitName: 'โรงพยาบาลศูนย์สาธิต',
          name: 'ผู้หญิงที่นับตอนบันทึก',
          rules: {
            match: 'ALL',
            conditions: [
              women,
              { kind: 'TAGS', match: 'ANY', tags: ['นับตอนบันทึก'] },
              { kind: 'AGE', max: 130 },
            ],
          },
          cachedCount: 0,
          countedAt: expect.any(String),
          createdByName: expect.any(String),
          updatedByName: expect.any(String),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
        expect(Date.parse(record.countedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
        const entries = await logSince(db(), since);
        expect(entries).toEqual([
          expect.objectContaining({
            menu: ACTIVITY_MENU.segment,
            action: 'เพิ่ม',
            subject: 'กลุ่มเป้าหมาย ผู้หญิงที่นับตอนบันทึก',
            description:
              'เพิ่มกลุ่มเป้าหมาย ชื่อ: ผู้หญิงที่นับตอนบันทึก, เงื่อนไข: ตรงทุกเงื่อนไข: เพศ หญิง; แท็ก (มีแท็กใดแท็กหนึ่ง) นับตอนบันทึก; ช่วงอายุ ถึง 130 ปี',
            unitId: hospitalId,
            role: 'ADMIN_LV3',
          }),
        ]);

        const counted = await api.create(
          tokens['admin-lv3'],
          bodyOf('ผู้หญิงที่นับตอนบันทึก ทุกวัย', [
            women,
            { kind: 'TAGS', match: 'ANY', tags: ['นับตอนบันทึก'] },
          ]),
        );
        expect(counted.json()).toMatchObject({ data: { cachedCount: 2 } });
      });

      it('refuses rules without a condition', async () => {
        expect(answered(await api.create(tokens['admin-lv3'], bodyOf('ว่าง', [])))).toEqual(
          validation({ path: '/rules/conditions', message: SEGMENT_RULE_MESSAGES.noConditions }),
        );
      });

      it('names every problem of the rules at its path, in Thai, and saves nothing', async () => {
        const since = await lastLogId(db());
        const otherUnitsList = await insertCidList(db(), communityId, ['x']);

        const response = await api.create(
          tokens['admin-lv1'],
          bodyOf('ผิดหลายที่', [
            { kind: 'AGE', min: 60, max: 15 },
            { kind: 'PROVINCE', provinceIds: [40, 28] },
            { kind: 'FOLLOW_DATE', from: '2026-03-01', to: '2026-01-31' },
            { kind: 'CID_LIST', listId: otherUnitsList },
            { kind: 'AGE' },
            { kind: 'CID_LIST', listId: '00000000-0000-4000-8000-000000000000' },
          ]),
        );

        expect(answered(response)).toEqual(
          validation(
            { path: '/rules/conditions/0/max', message: SEGMENT_RULE_MESSAGES.ageReversed },
            { path: '/rules/conditions/2/to', message: SEGMENT_RULE_MESSAGES.dateReversed },
            { path: '/rules/conditions/4/min', message: SEGMENT_RULE_MESSAGES.ageEmpty },
            {
              path: '/rules/conditions/1/provinceIds/1',
              message: SEGMENT_RULE_MESSAGES.unknownProvince,
            },
            { path: '/rules/conditions/3/listId', message: SEGMENT_RULE_MESSAGES.unknownCidList },
            { path: '/rules/conditions/5/listId', message: SEGMENT_RULE_MESSAGES.unknownCidList },
          ),
        );
        expect(await logSince(db(), since)).toEqual([]);
        expect(await db().select().from(segment).where(eq(segment.name, 'ผิดหลายที่'))).toEqual([]);
      });

      it.each([
        [bodyOf('', [women]), [{ path: '/name', message: 'กรุณากรอกข้อมูล' }]],
        [bodyOf('ก'.repeat(201)), [{ path: '/name', message: 'ต้องไม่เกิน 200 ตัวอักษร' }]],
        [
          bodyOf('อายุเกิน', [{ kind: 'AGE', max: 131 }]),
          [{ path: '/rules/conditions/0/max', message: 'ต้องไม่เกิน 130' }],
        ],
        [
          bodyOf('วันไม่มีจริง', [{ kind: 'FOLLOW_DATE', from: '2026-02-30' }]),
          [{ path: '/rules/conditions/0/from', message: 'รูปแบบข้อมูลไม่ถูกต้อง' }],
        ],
        [
          bodyOf('ไม่มีเพศ', [women, { kind: 'SEX', sexes: [] }]),
          [{ path: '/rules/conditions/1/sexes', message: 'ต้องมีอย่างน้อย 1 รายการ' }],
        ],
        [
          bodyOf('เกินมา', [{ kind: 'TAGS', match: 'ANY', tags: ['DM'], sexes: ['MALE'] }]),
          [{ path: '/rules/conditions/0/sexes', message: 'ไม่รู้จักข้อมูลนี้' }],
        ],
        [
          bodyOf('ไม่รู้จัก', [{ kind: 'BLOOD_TYPE', types: ['O'] }]),
          [
            { path: '/rules/conditions/0/kind', message: 'ไม่มีในตัวเลือกที่รองรับ' },
            { path: '/rules/conditions/0', message: 'ข้อมูลไม่ถูกต้อง' },
          ],
        ],
        [
          bodyOf('ต่อกันไม่เป็น', [women], 'SOME'),
          [{ path: '/rules/match', message: 'ไม่มีในตัวเลือกที่รองรับ' }],
        ],
      ])(
        'refuses what the schema refuses (%#), each problem once at its path',
        async (body, errors) => {
          expect(answered(await api.create(tokens['admin-lv3'], body))).toEqual(
            validation(...errors),
          );
        },
      );

      it('answers 409 at /name for a name the unit has (any unit may have it too)', async () => {
        await created('ชื่อซ้ำ');

        expect(answered(await api.create(tokens['admin-lv1'], bodyOf('ชื่อซ้ำ')))).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/name', message: SEGMENT_MESSAGES.nameTaken }],
          },
        });
        expect(answered(await api.create(tokens['admin-lv1'], bodyOf(' ชื่อซ้ำ ')))).toMatchObject({
          status: 409,
        });
        expect((await api.create(otherUnitToken, bodyOf('ชื่อซ้ำ'))).statusCode).toBe(200);
      });
    });

    describe('POST /api/segment/list', () => {
      it('lists the unit’s segments only, searched by name and sorted, with the total', async () => {
        await created('รายการ ก');
        await created('รายการ ข');
        await created('อื่น ๆ ไม่ตรงคำค้น');
        await api.create(otherUnitToken, bodyOf('รายการ ของหน่วยอื่น'));

        const response = await api.list(tokens['admin-lv2'], {
          search: 'รายการ',
          sort: { field: 'name', direction: 'desc' },
        });

        expect(response.statusCode).toBe(200);
        const body = response.json() as { data: SegmentRecord[]; total: number };
        expect(body.total).toBe(2);
        expect(body.data.map((row) => [row.name, row.unitId])).toEqual([
          ['รายการ ข', hospitalId],
          ['รายการ ก', hospitalId],
        ]);
        expect(body.data[0]).toMatchObject({
          rules: bodyOf('').rules,
          unitName: 'โรงพยาบาลศูนย์สาธิต',
        });
      });

      it('refuses a sort field it does not know', async () => {
        const response = await api.list(tokens['admin-lv1'], {
          sort: { field: 'rules', direction: 'asc' },
        });

        expect(response.statusCode).toBe(400);
      });
    });

    describe('GET /api/segment/{id}', () => {
      it('answers the segment as saved', async () => {
        const segment = await created('ดูรายละเอียด');

        expect(answered(await api.get(tokens['admin-lv1'], segment.id))).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: segment },
        });
      });
    });

    describe('PUT /api/segment/{id}', () => {
      it('replaces name and rules, recounts, and logs what changed', async () => {
        const segment = await created('ก่อนแก้');
        await insertCitizenRows(db(), hospitalId, [{ sex: 'MALE', tags: ['แก้แล้วนับ'] }]);
        const since = await lastLogId(db());

        const response = await api.update(
          tokens['admin-lv1'],
          segment.id,
          bodyOf('หลังแก้', [{ kind: 'TAGS', match: 'ALL', tags: ['แก้แล้วนับ'] }], 'ANY'),
        );

        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          data: {
            id: segment.id,
            name: 'หลังแก้',
            rules: {
              match: 'ANY',
              conditions: [{ kind: 'TAGS', match: 'ALL', tags: ['แก้แล้วนับ'] }],
            },
            cachedCount: 1,
            createdAt: segment.createdAt,
          },
        });
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            menu: ACTIVITY_MENU.segment,
            action: 'แก้ไข',
            subject: 'กลุ่มเป้าหมาย หลังแก้',
            description:
              'ชื่อ: ก่อนแก้ → หลังแก้, เงื่อนไข: ตรงทุกเงื่อนไข: เพศ หญิง → ตรงอย่างน้อยหนึ่งเงื่อนไข: แท็ก (มีทุกแท็ก) แก้แล้วนับ',
          }),
        ]);
      });

      it('keeps its own name, and answers 409 for another segment’s', async () => {
        const segment = await created('ชื่อเดิม');
        await created('ชื่อของอีกอัน');

        expect(
          (await api.update(tokens['admin-lv3'], segment.id, bodyOf('ชื่อเดิม'))).statusCode,
        ).toBe(200);
        expect(
          answered(await api.update(tokens['admin-lv3'], segment.id, bodyOf('ชื่อของอีกอัน'))),
        ).toEqual({
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/name', message: SEGMENT_MESSAGES.nameTaken }],
          },
        });
      });

      it('refuses rules without a condition', async () => {
        const segment = await created('จะลบเงื่อนไข');

        expect(
          answered(await api.update(tokens['admin-lv3'], segment.id, bodyOf('จะลบเงื่อนไข', []))),
        ).toEqual(
          validation({ path: '/rules/conditions', message: SEGMENT_RULE_MESSAGES.noConditions }),
        );
      });
    });

    describe('DELETE /api/segment/{id}', () => {
      it('deletes the segment and logs it', async () => {
        const segment = await created('จะลบ');
        const since = await lastLogId(db());

        expect(answered(await api.remove(tokens['admin-lv3'], segment.id))).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: null },
        });
        expect(answered(await api.get(tokens['admin-lv3'], segment.id))).toEqual(NOT_FOUND);
        expect(await logSince(db(), since)).toEqual([
          expect.objectContaining({
            menu: ACTIVITY_MENU.segment,
            action: 'ลบ',
            subject: 'กลุ่มเป้าหมาย จะลบ',
            description: 'ลบกลุ่มเป้าหมาย ชื่อ: จะลบ, เงื่อนไข: ตรงทุกเงื่อนไข: เพศ หญิง',
          }),
        ]);
      });

      it.each(['SCHEDULED', 'SENDING'] as const)(
        'answers 409 (inUse) while a %s broadcast targets it, and keeps it',
        async (status) => {
          const segment = await created(`ใช้ใน ${status}`);
          await insertBroadcast(db(), hospitalId, {
            target: 'SEGMENT',
            segmentId: segment.id,
            status,
            messages: [{ type: 'text', text: 'ทดสอบ' }],
            scheduledAt: new Date(Date.now() + 60 * 60 * 1000),
          });
          const since = await lastLogId(db());

          expect(answered(await api.remove(tokens['admin-lv1'], segment.id))).toEqual({
            status: 409,
            body: { message: 'CONFLICT', errors: [{ path: '', message: SEGMENT_MESSAGES.inUse }] },
          });
          expect((await api.get(tokens['admin-lv1'], segment.id)).statusCode).toBe(200);
          expect(await logSince(db(), since)).toEqual([]);
        },
      );

      it.each([['DRAFT'], ['SENT'], ['CANCELLED']] as const)(
        'answers 409 (usedByBroadcasts) while only a %s broadcast names it',
        async (status) => {
          const segment = await created(`ใช้ใน ${status}`);
          await insertBroadcast(db(), hospitalId, {
            target: 'SEGMENT',
            segmentId: segment.id,
            status,
            messages: [{ type: 'text', text: 'ทดสอบ' }],
          });

          expect(answered(await api.remove(tokens['admin-lv3'], segment.id))).toEqual({
            status: 409,
            body: {
              message: 'CONFLICT',
              errors: [{ path: '', message: SEGMENT_MESSAGES.usedByBroadcasts }],
            },
          });
        },
      );
    });
  },
  { env: () => signInTestEnv(fake) },
);
