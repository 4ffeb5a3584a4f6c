import { DEMO_COMMUNITY_HOSPITAL, UNIT_MESSAGES } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import { unit } from '../../../db/schema';
import { startFakePlatforms, type FakePlatforms } from '../../../test/fake-platforms';
import { signIn, signInTestEnv } from '../../../test/sign-in';
import {
  insertBroadcast,
  insertCitizens,
  insertUnit,
  insertUser,
  lastLogId,
  logSince,
  unitIdOf,
} from '../../../test/staff-fixtures';
import { describeEachDatabase } from '../../../test/test-app';
import { accessTokenOf } from '../../users/testing/user-calls';
import { answered, healthCenterCalls } from '../testing/health-center-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const ROLES = ['super-admin', 'admin-lv1', 'admin-lv2', 'admin-lv3'] as const;
type RoleId = (typeof ROLES)[number];
const LIMITED_ROLES = ['admin-lv1', 'admin-lv2', 'admin-lv3'] as const;

/** 10,000 characters: far past any limit. */
const LONG_TEXT = 'ก'.repeat(10_000);
const LOGO = 'https://hbc.example.test/files/image/logo.png';

const BAD_IDS = [
  ['abc', 'รูปแบบข้อมูลไม่ถูกต้อง'],
  ['-1', 'ต้องไม่น้อยกว่า 1'],
  ['0', 'ต้องไม่น้อยกว่า 1'],
  ['99999999999', 'ต้องไม่เกิน 2147483647'],
] as const;
const NO_SUCH_UNIT = 2_147_483_647;

const NOT_FOUND = { status: 404, body: { message: 'NOT_FOUND' } };
const FORBIDDEN = { status: 403, body: { message: 'FORBIDDEN' } };

const newUnit = (values: object = {}) => ({
  hcode: '55501',
  name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทดสอบ',
  kind: 'HEALTH_PROMOTING_HOSPITAL',
  provinceId: 40,
  logoUrl: null,
  active: true,
  ...values,
});

describeEachDatabase(
  'units: /api/health-center/unit',
  (ctx) => {
    const tokens = {} as Record<RoleId, string>;
    let api: ReturnType<typeof healthCenterCalls>['unit'];
    let hospitalId: number;
    let communityId: number;
    const db = () => ctx.app.db;

    beforeAll(async () => {
      api = healthCenterCalls(ctx.app).unit;
      for (const id of ROLES) tokens[id] = await signIn(ctx.app, fake, id);
      hospitalId = await unitIdOf(db());
      communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
    }, 60_000);

    describe('GET /{id} and GET /own', () => {
      beforeAll(async () => {
        // Six broadcasts a minute apart (the newest five show), and two citizens.
        for (let n = 1; n <= 6; n += 1) {
          await insertBroadcast(db(), hospitalId, {
            title: `ประชาสัมพันธ์ครั้งที่ ${n}`,
            createdAt: new Date(Date.UTC(2026, 10, 1, 8, n)),
            // Only a draft may have no message yet.
            ...(n === 6
              ? { status: 'CANCELLED' as const, messages: [{ type: 'text', text: 'ยกเลิก' }] }
              : {}),
          });
        }
        await insertBroadcast(db(), communityId, { title: 'ของหน่วยอื่น' });
        await insertCitizens(db(), hospitalId, 2);
      });

      const hospitalDetail = () => ({
        id: hospitalId,
        hcode: '10669',
        name: 'โรงพยาบาลศูนย์สาธิต',
        kind: 'HOSPITAL',
        logoUrl: null,
        active: true,
        provinceId: 40,
        provinceName: 'ขอนแก่น',
        healthRegionId: 7,
        healthRegionName: 'เขตสุขภาพที่ 7',
        staffCount: 5,
        citizenCount: 2,
        recentBroadcasts: [6, 5, 4, 3, 2].map((n) => ({
          id: expect.any(Number),
          title: `ประชาสัมพันธ์ครั้งที่ ${n}`,
          status: n === 6 ? 'CANCELLED' : 'DRAFT',
          createdAt: new Date(Date.UTC(2026, 10, 1, 8, n)).toISOString(),
        })),
      });

      it('answers a unit with its counts and its newest five broadcasts, to every role in scope', async () => {
        for (const role of ROLES) {
          expect({ role, ...answered(await api.get(tokens[role], hospitalId)) }).toEqual({
            role,
            status: 200,
            body: { message: 'SUCCESS', data: hospitalDetail() },
          });
        }
      });

      it('answers LV1–LV3 their own unit at /own, and Super Admin (no unit) 404', async () => {
        for (const role of LIMITED_ROLES) {
          expect({ role, ...answered(await api.own(tokens[role])) }).toEqual({
            role,
            status: 200,
            body: { message: 'SUCCESS', data: hospitalDetail() },
          });
        }
        expect(answered(await api.own(tokens['super-admin']))).toEqual(NOT_FOUND);
        expect((await api.own(null)).statusCode).toBe(401);
      });

      it('answers 404 for a unit outside an LV1–LV3’s own, as for one that does not exist', async () => {
        for (const role of LIMITED_ROLES) {
          expect({ role, ...answered(await api.get(tokens[role], communityId)) }).toEqual({
            role,
            ...NOT_FOUND,
          });
          expect(answered(await api.get(tokens[role], NO_SUCH_UNIT))).toEqual(NOT_FOUND);
        }
        expect(answered(await api.get(tokens['super-admin'], NO_SUCH_UNIT))).toEqual(NOT_FOUND);
        const community = await api.get(tokens['super-admin'], communityId);
        expect(community.json()).toMatchObject({
          data: {
            hcode: '10670',
            kind: 'COMMUNITY_HOSPITAL',
            recentBroadcasts: [{ title: 'ของหน่วยอื่น' }],
          },
        });
      });

      it('scopes an Admin LV1 of another unit to that unit', async () => {
        const elsewhere = await insertUser(db(), { role: 'ADMIN_LV1', unitId: communityId });
        const token = await accessTokenOf(ctx.app, elsewhere.id);

        expect(answered(await api.get(token, hospitalId))).toEqual(NOT_FOUND);
        expect((await api.get(token, communityId)).json()).toMatchObject({
          data: { id: communityId, staffCount: 1 },
        });
        expect((await api.own(token)).json()).toMatchObject({
          data: { id: communityId, hcode: '10670', staffCount: 1 },
        });
      });

      it('answers 400 for an id that cannot be a unit’s, whatever the role', async () => {
        for (const role of ROLES) {
          for (const [id, message] of BAD_IDS) {
            expect({ role, id, ...answered(await api.get(tokens[role], id)) }).toEqual({
              role,
              id,
              status: 400,
              body: { message: 'VALIDATION_ERROR', errors: [{ path: 'params/id', message }] },
            });
          }
        }
      });
    });

    describe('changes, each logged with it', () => {
      const superAdmin = () => tokens['super-admin'];

      it('creates, edits and deletes a unit, logging each in Thai', async () => {
        const since = await lastLogId(db());

        const created = await api.create(superAdmin(), newUnit({ logoUrl: LOGO }));
        expect(answered(created)).toEqual({
          status: 200,
          body: {
            message: 'SUCCESS',
            data: {
              id: expect.any(Number),
              hcode: '55501',
              name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทดสอบ',
              kind: 'HEALTH_PROMOTING_HOSPITAL',
              logoUrl: LOGO,
              active: true,
              provinceId: 40,
              provinceName: 'ขอนแก่น',
              healthRegionId: 7,
              healthRegionName: 'เขตสุขภาพที่ 7',
              staffCount: 0,
              citizenCount: 0,
            },
          },
        });
        const id = (created.json() as { data: { id: number } }).data.id;

        const edited = await api.update(
          superAdmin(),
          id,
          newUnit({
            hcode: '55502',
            name: 'โรงพยาบาลบ้านทดสอบ',
            kind: 'COMMUNITY_HOSPITAL',
            provinceId: 41,
            active: false,
          }),
        );
        expect(edited.json()).toMatchObject({
          data: {
            id,
            hcode: '55502',
            provinceName: 'อุดรธานี',
            healthRegionId: 8,
            logoUrl: null,
            active: false,
          },
        });
        expect(
          (
            await api.update(
              superAdmin(),
              id,
              newUnit({
                hcode: '55502',
                name: 'โรงพยาบาลบ้านทดสอบ',
                kind: 'COMMUNITY_HOSPITAL',
                provinceId: 41,
                active: false,
              }),
            )
          ).statusCode,
        ).toBe(200);
        expect(answered(await api.remove(superAdmin(), id))).toEqual({
          status: 200,
          body: { message: 'SUCCESS', data: null },
        });
        expect(answered(await api.get(superAdmin(), id))).toEqual(NOT_FOUND);

        const logged = await logSince(db(), since);
        expect(logged.map(({ role, unitId, menu }) => ({ role, unitId, menu }))).toEqual(
          Array(4).fill({ role: 'SUPER_ADMIN', unitId: null, menu: 'หน่วยบริการ' }),
        );
        expect(
          logged.map(({ action, subject, description }) => ({ action, subject, description })),
        ).toEqual([
          {
            action: 'เพิ่ม',
            subject: 'หน่วยบริการ โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทดสอบ (55501)',
            description:
              'เพิ่มหน่วยบริการ รหัสหน่วยบริการ: 55501, ชื่อ: โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทดสอบ, ' +
              'ประเภท: โรงพยาบาลส่งเสริมสุขภาพตำบล, จังหวัด: ขอนแก่น (40), ' +
              `โลโก้: ${LOGO}, สถานะ: เปิดใช้งาน`,
          },
          {
            action: 'แก้ไข',
            subject: 'หน่วยบริการ โรงพยาบาลบ้านทดสอบ (55502)',
            description:
              'รหัสหน่วยบริการ: 55501 → 55502, ' +
              'ชื่อ: โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านทดสอบ → โรงพยาบาลบ้านทดสอบ, ' +
              'ประเภท: โรงพยาบาลส่งเสริมสุขภาพตำบล → โรงพยาบาลชุมชน, ' +
              'จังหวัด: ขอนแก่น (40) → อุดรธานี (41), ' +
              `โลโก้: ${LOGO} → ไม่มี, สถานะ: เปิดใช้งาน → ปิดใช้งาน`,
          },
          {
            action: 'แก้ไข',
            subject: 'หน่วยบริการ โรงพยาบาลบ้านทดสอบ (55502)',
            description: 'ไม่มีข้อมูลที่เปลี่ยนแปลง',
          },
          {
            action: 'ลบ',
            subject: 'หน่วยบริการ โรงพยาบาลบ้านทดสอบ (55502)',
            description:
              'ลบหน่วยบริการ รหัสหน่วยบริการ: 55502, ชื่อ: โรงพยาบาลบ้านทดสอบ, ' +
              'ประเภท: โรงพยาบาลชุมชน, จังหวัด: อุดรธานี (41), โลโก้: ไม่มี, สถานะ: ปิดใช้งาน',
          },
        ]);
      });

      it('refuses an hcode another unit has (409 at /hcode), writing nothing', async () => {
        const own = await insertUnit(db());
        const since = await lastLogId(db());
        const taken = {
          status: 409,
          body: {
            message: 'CONFLICT',
            errors: [{ path: '/hcode', message: UNIT_MESSAGES.hcodeTaken }],
          },
        };

        expect(answered(await api.create(superAdmin(), newUnit({ hcode: '10669' })))).toEqual(
          taken,
        );
        expect(
          answered(await api.update(superAdmin(), own.id, newUnit({ hcode: '10669' }))),
        ).toEqual(taken);
        expect(await logSince(db(), since)).toEqual([]);
        const [unchanged] = await db().select().from(unit).where(eq(unit.id, own.id));
        expect(unchanged).toEqual(own);

        // Keeping its own hcode is no conflict.
        const kept = await api.update(superAdmin(), own.id, newUnit({ hcode: own.hcode }));
        expect(kept.json()).toMatchObject({ data: { hcode: own.hcode, name: newUnit().name } });
      });

      it('refuses a province that does not exist (400 at /provinceId), writing nothing', async () => {
        const own = await insertUnit(db());
        const since = await lastLogId(db());
        const unknown = {
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/provinceId', message: UNIT_MESSAGES.provinceUnknown }],
          },
        };

        expect(answered(await api.create(superAdmin(), newUnit({ provinceId: 28 })))).toEqual(
          unknown,
        );
        expect(
          answered(await api.update(superAdmin(), own.id, newUnit({ provinceId: 99 }))),
        ).toEqual(unknown);
        expect(await logSince(db(), since)).toEqual([]);
        expect((await api.list(superAdmin(), { search: '55501' })).json()).toMatchObject({
          total: 0,
        });
      });

      it('refuses to delete a unit with staff, citizens or broadcasts (409), writing nothing', async () => {
        const withCitizens = await insertUnit(db());
        await insertCitizens(db(), withCitizens.id, 1);
        const withBroadcast = await insertUnit(db());
        await insertBroadcast(db(), withBroadcast.id);
        const withStaff = await insertUnit(db());
        await insertUser(db(), { role: 'ADMIN_LV3', unitId: withStaff.id, status: 'DISABLED' });
        const since = await lastLogId(db());

        for (const { id } of [withCitizens, withBroadcast, withStaff, { id: hospitalId }]) {
          expect(answered(await api.remove(superAdmin(), id))).toEqual({
            status: 409,
            body: { message: 'CONFLICT', errors: [{ path: '', message: UNIT_MESSAGES.inUse }] },
          });
        }
        expect(await logSince(db(), since)).toEqual([]);
        // It can be made inactive instead.
        const off = await api.update(
          superAdmin(),
          withStaff.id,
          newUnit({ hcode: withStaff.hcode, active: false }),
        );
        expect(off.json()).toMatchObject({ data: { active: false, staffCount: 1 } });
      });

      it('answers 404 to an edit or delete of a unit that does not exist, 400 to a bad id', async () => {
        expect(answered(await api.update(superAdmin(), NO_SUCH_UNIT, newUnit()))).toEqual(
          NOT_FOUND,
        );
        expect(answered(await api.remove(superAdmin(), NO_SUCH_UNIT))).toEqual(NOT_FOUND);
        for (const [id, message] of BAD_IDS) {
          const invalid = { message: 'VALIDATION_ERROR', errors: [{ path: 'params/id', message }] };
          expect((await api.update(superAdmin(), id, newUnit())).json()).toEqual(invalid);
          expect((await api.remove(superAdmin(), id)).json()).toEqual(invalid);
        }
      });

      it.each([
        ['a 4-digit hcode', { hcode: '1234' }, '/hcode', UNIT_MESSAGES.hcodeInvalid],
        ['an hcode with a letter', { hcode: '1234x' }, '/hcode', UNIT_MESSAGES.hcodeInvalid],
        ['a 10,000-character hcode', { hcode: LONG_TEXT }, '/hcode', UNIT_MESSAGES.hcodeInvalid],
        ['no name', { name: '' }, '/name', 'กรุณากรอกข้อมูล'],
        ['a 10,000-character name', { name: LONG_TEXT }, '/name', 'ต้องไม่เกิน 200 ตัวอักษร'],
        ['a name with NUL', { name: 'โรงพยาบาล\u0000' }, '/name', 'มีอักขระที่ไม่อนุญาต'],
        ['an unknown kind', { kind: 'CLINIC' }, '/kind', 'ไม่มีในตัวเลือกที่รองรับ'],
        ['a province code below 10', { provinceId: 5 }, '/provinceId', 'ต้องไม่น้อยกว่า 10'],
        ['a province as text', { provinceId: 'ขอนแก่น' }, '/provinceId', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }, '/logoUrl', 'ข้อมูลไม่ถูกต้อง'],
        ['active as a word', { active: 'yes' }, '/active', 'รูปแบบข้อมูลไม่ถูกต้อง'],
        ['an unknown field', { staffCount: 3 }, '/staffCount', 'ไม่รู้จักข้อมูลนี้'],
        ['an id in the body', { id: 1 }, '/id', 'ไม่รู้จักข้อมูลนี้'],
      ])('answers 400 to %s, on create and on edit', async (_, change, path, message) => {
        const own = await insertUnit(db());
        const since = await lastLogId(db());
        const invalid = {
          status: 400,
          body: { message: 'VALIDATION_ERROR', errors: [{ path, message }] },
        };

        expect(answered(await api.create(superAdmin(), newUnit(change)))).toEqual(invalid);
        expect(answered(await api.update(superAdmin(), own.id, newUnit(change)))).toEqual(invalid);
        expect(await logSince(db(), since)).toEqual([]);
      });

      it('answers 400 to a body with a field missing', async () => {
        const { name: _name, ...withoutName } = newUnit();
        expect(answered(await api.create(superAdmin(), withoutName))).toEqual({
          status: 400,
          body: {
            message: 'VALIDATION_ERROR',
            errors: [{ path: '/name', message: 'กรุณากรอกข้อมูล' }],
          },
        });
      });
    });

    it('lets each role do what the permission matrix says, on its own unit and another', async () => {
      const target = await insertUnit(db());
      const body = newUnit({ hcode: target.hcode });
      const outcome = async (role: RoleId) => {
        const token = tokens[role];
        return {
          list: (await api.list(token, {})).statusCode,
          create: (await api.create(token, newUnit({ hcode: '55599', name: `สร้างโดย ${role}` })))
            .statusCode,
          getOwn: (await api.get(token, hospitalId)).statusCode,
          getOther: (await api.get(token, target.id)).statusCode,
          own: (await api.own(token)).statusCode,
          update: (await api.update(token, target.id, body)).statusCode,
          remove: (await api.remove(token, hospitalId)).statusCode,
        };
      };
      const limited = {
        list: 403,
        create: 403,
        getOwn: 200,
        getOther: 404,
        own: 200,
        update: 403,
        remove: 403,
      };

      expect({
        'super-admin': await outcome('super-admin'),
        'admin-lv1': await outcome('admin-lv1'),
        'admin-lv2': await outcome('admin-lv2'),
        'admin-lv3': await outcome('admin-lv3'),
      }).toEqual({
        // Super Admin: the hospital has staff, so it cannot be deleted.
        'super-admin': {
          list: 200,
          create: 200,
          getOwn: 200,
          getOther: 200,
          own: 404,
          update: 200,
          remove: 409,
        },
        'admin-lv1': limited,
        'admin-lv2': limited,
        'admin-lv3': limited,
      });
      const anonymous = await Promise.all([
        api.list(null, {}),
        api.create(null, newUnit()),
        api.get(null, hospitalId),
        api.own(null),
        api.update(null, hospitalId, body),
        api.remove(null, hospitalId),
      ]);
      expect(anonymous.map((response) => response.statusCode)).toEqual(Array(6).fill(401));
      for (const role of LIMITED_ROLES) {
        expect(answered(await api.create(tokens[role], newUnit({ hcode: '55598' })))).toEqual(
          FORBIDDEN,
        );
      }
    });
  },
  { env: () => signInTestEnv(fake) },
);
