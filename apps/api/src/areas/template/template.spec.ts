import {
  ACTIVITY_MENU,
  BROADCAST_MESSAGES,
  DEMO_COMMUNITY_HOSPITAL,
  TEMPLATE_MESSAGES,
  type TemplateListItem,
  type TemplateRecord,
} from '@hbc/contracts';
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms';
import { signInTestEnv } from '../../test/sign-in';
import { insertUser, lastLogId, logSince, unitIdOf } from '../../test/staff-fixtures';
import { describeEachDatabase } from '../../test/test-app';
import { accessTokenOf, signInEachRole, type RoleIdentity } from '../users/testing/user-calls';
import { answered, templateCalls } from './testing/template-calls';

let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms();
});
afterAll(() => fake?.close());

const NOT_FOUND = { status: 404, body: { message: 'NOT_FOUND' } };
const FORBIDDEN = { status: 403, body: { message: 'FORBIDDEN' } };
const SHARED_READ_ONLY = { status: 403, body: { message: TEMPLATE_MESSAGES.sharedReadOnly } };
const NO_SUCH_TEMPLATE = 2_147_483_647;

const text = (value: string) => ({ type: 'text', text: value });
const video = {
  type: 'video',
  originalContentUrl: 'https://example.org/v.mp4',
  previewImageUrl: 'https://example.org/v.jpg',
};
const bodyOf = (name: string, messages: unknown[] = [text('สวัสดี')]) => ({ name, messages });
const validation = (...errors: { path: string; message: string }[]) => ({
  status: 400,
  body: { message: 'VALIDATION_ERROR', errors },
});
const conflictAtName = {
  status: 409,
  body: { message: 'CONFLICT', errors: [{ path: '/name', message: TEMPLATE_MESSAGES.nameTaken }] },
};

describeEachDatabase(
  'message templates: /api/broadcast/template',
  (ctx) => {
    let tokens: Record<RoleIdentity, string>;
    let otherUnitToken: string;
    let api: ReturnType<typeof templateCalls>;
    let hospitalId: number;
    const db = () => ctx.app.db;
    const lv3 = () => tokens['admin-lv3'];
    const sa = () => tokens['super-admin'];
    const idsIn = async (token: string, query: object = {}) =>
      ((await api.list(token, query)).json() as { data: TemplateListItem[] }).data.map(
        (row) => row.id,
      );

    beforeAll(async () => {
      api = templateCalls(ctx.app);
      tokens = await signInEachRole(ctx.app, fake);
      hospitalId = await unitIdOf(db());
      const communityId = await unitIdOf(db(), DEMO_COMMUNITY_HOSPITAL.hcode);
      const otherLv3 = await insertUser(db(), {
        role: 'ADMIN_LV3',
        unitId: communityId,
        firstName: 'อื่น',
        lastName: 'หน่วย',
      });
      otherUnitToken = await accessTokenOf(ctx.app, otherLv3.id);
    }, 60_000);

    describe('who sees what', () => {
      it('refuses LV1 and LV2 every template call (403)', async () => {
        const own = await api.created(lv3(), bodyOf('ห้ามระดับ 1 และ 2'));
        for (const role of ['admin-lv1', 'admin-lv2'] as const) {
          const token = tokens[role];
          for (const response of [
            await api.list(token),
            await api.create(token, bodyOf('ห้ามสร้าง')),
            await api.get(token, own.id),
            await api.update(token, own.id, { name: 'ห้ามแก้' }),
            await api.remove(token, own.id),
          ]) {
            expect(answered(response)).toEqual(FORBIDDEN);
          }
        }
      });

      it('lists the unit’s and the shared templates for LV3, the shared only for Super Admin, never another unit’s', async () => {
        const own = await api.created(lv3(), bodyOf('ของหน่วยเอง'));
        const shared = await api.created(sa(), bodyOf('ของส่วนกลาง'));
        const theirs = await api.created(otherUnitToken, bodyOf('ของหน่วยอื่น'));

        expect(own.shared).toBe(false);
        expect(shared.shared).toBe(true);
        const seenByLv3 = await idsIn(lv3());
        expect(seenByLv3).toEqual(expect.arrayContaining([own.id, shared.id]));
        expect(seenByLv3).not.toContain(theirs.id);
        const seenBySa = await idsIn(sa());
        expect(seenBySa).toContain(shared.id);
        expect(seenBySa).not.toContain(own.id);
        expect(seenBySa).not.toContain(theirs.id);
        expect(await idsIn(otherUnitToken)).toEqual(expect.arrayContaining([theirs.id, shared.id]));

        expect((await api.get(lv3(), shared.id)).statusCode).toBe(200);
        for (const call of [
          () => api.get(lv3(), theirs.id),
          () => api.update(lv3(), theirs.id, { name: 'ยึด' }),
          () => api.remove(lv3(), theirs.id),
          () => api.get(sa(), own.id),
          () => api.get(lv3(), NO_SUCH_TEMPLATE),
        ]) {
          expect(answered(await call())).toEqual(NOT_FOUND);
        }
      });

      it('answers the list’s rows with their message count and formats, searched by name', async () => {
        const made = await api.created(lv3(), bodyOf('ค้นหาได้ วัคซีน', [text('ก'), video]));

        const response = await api.list(lv3(), { search: 'วัคซีน' });
        const { data } = response.json() as { data: TemplateListItem[] };
        expect(data).toEqual([
          {
            id: made.id,
            name: 'ค้นหาได้ วัคซีน',
            shared: false,
            messageCount: 2,
            formats: ['text', 'video'],
            updatedByName: expect.any(String),
            updatedAt: expect.any(String),
          },
        ]);
        const read = (await api.get(lv3(), made.id)).json() as { data: TemplateRecord };
        expect(read.data.messages).toEqual([text('ก'), video]);
      });
    });

    describe('shared templates', () => {
      it('lets LV3 use a shared template but not rename, change or delete it (403 in Thai)', async () => {
        const shared = await api.created(sa(), bodyOf('ส่วนกลาง อ่านอย่างเดียว'));

        expect(answered(await api.update(lv3(), shared.id, { name: 'ของฉัน' }))).toEqual(
          SHARED_READ_ONLY,
        );
        expect(answered(await api.update(lv3(), shared.id, { messages: [text('เปลี่ยน')] }))).toEqual(
          SHARED_READ_ONLY,
        );
        expect(answered(await api.remove(lv3(), shared.id))).toEqual(SHARED_READ_ONLY);
        const kept = (await api.get(lv3(), shared.id)).json() as { data: TemplateRecord };
        expect(kept.data).toMatchObject({ name: 'ส่วนกลาง อ่านอย่างเดียว', shared: true });

        expect((await api.update(sa(), shared.id, { name: 'ส่วนกลาง แก้แล้ว' })).statusCode).toBe(200);
        expect((await api.remove(sa(), shared.id)).statusCode).toBe(200);
      });
    });

    describe('checks', () => {
      it('refuses a blank or too long name in Thai, and trims it', async () => {
        expect(answered(await api.create(lv3(), bodyOf('')))).toEqual(
          validation({ path: '/name', message: 'กรุณากรอกข้อมูล' }),
        );
        expect(answered(await api.create(lv3(), bodyOf('   ')))).toEqual(
          validation({ path: '/name', message: TEMPLATE_MESSAGES.nameRequired }),
        );
        expect(answered(await api.create(lv3(), bodyOf('ก'.repeat(101))))).toEqual(
          validation({ path: '/name', message: 'ต้องไม่เกิน 100 ตัวอักษร' }),
        );
        const trimmed = await api.created(lv3(), bodyOf('  ตัดช่องว่าง  '));
        expect(trimmed.name).toBe('ตัดช่องว่าง');
      });

      it('refuses no message, four messages and a message a broadcast could not send', async () => {
        expect(answered(await api.create(lv3(), bodyOf('ไม่มีข้อความ', [])))).toEqual(
          validation({ path: '/messages', message: BROADCAST_MESSAGES.messagesRequired }),
        );
        const four = await api.create(lv3(), bodyOf('สี่ข้อความ', [1, 2, 3, 4].map(String).map(text)));
        expect(four.statusCode).toBe(400);
        expect((four.json() as { errors: { path: string }[] }).errors).toEqual([
          expect.objectContaining({ path: '/messages' }),
        ]);
        const bad = await api.create(lv3(), bodyOf('ข้อความผิด', [text('')]));
        expect(bad.statusCode).toBe(400);
        expect((bad.json() as { errors: { path: string }[] }).errors).toEqual([
          expect.objectContaining({ path: expect.stringMatching(/^\/messages\/0/) }),
        ]);
        const made = await api.created(lv3(), bodyOf('แก้ให้ผิดไม่ได้'));
        expect((await api.update(lv3(), made.id, { messages: [] })).statusCode).toBe(400);
      });

      it('refuses a name the unit (or the shared templates) has already (409), which another unit may use', async () => {
        await api.created(lv3(), bodyOf('ซ้ำไม่ได้'));
        await api.created(sa(), bodyOf('ส่วนกลาง ซ้ำไม่ได้'));

        expect(answered(await api.create(lv3(), bodyOf('ซ้ำไม่ได้')))).toEqual(conflictAtName);
        expect(answered(await api.create(sa(), bodyOf('ส่วนกลาง ซ้ำไม่ได้')))).toEqual(conflictAtName);
        expect((await api.create(otherUnitToken, bodyOf('ซ้ำไม่ได้'))).statusCode).toBe(200);
        expect((await api.create(lv3(), bodyOf('ส่วนกลาง ซ้ำไม่ได้'))).statusCode).toBe(200);
        const other = await api.created(lv3(), bodyOf('เปลี่ยนชื่อชน'));
        expect(answered(await api.update(lv3(), other.id, { name: 'ซ้ำไม่ได้' }))).toEqual(
          conflictAtName,
        );
      });
    });

    describe('changes and the activity log', () => {
      it('logs a new template, a rename that keeps the messages, and a deletion', async () => {
        const since = await lastLogId(db());
        const made = await api.created(lv3(), bodyOf('ชื่อเดิม', [text('ก'), video]));

        const renamed = await api.update(lv3(), made.id, { name: 'ชื่อใหม่' });
        expect(answered(renamed).status).toBe(200);
        expect((renamed.json() as { data: TemplateRecord }).data).toMatchObject({
          name: 'ชื่อใหม่',
          messages: [text('ก'), video],
        });
        expect((await api.remove(lv3(), made.id)).statusCode).toBe(200);
        expect(answered(await api.get(lv3(), made.id))).toEqual(NOT_FOUND);

        const entries = await logSince(db(), since);
        expect(entries.slice(0, 3)).toEqual([
          expect.objectContaining({
            menu: ACTIVITY_MENU.template,
            action: 'เพิ่ม',
            subject: 'เทมเพลต ชื่อเดิม',
            description: 'เพิ่มเทมเพลต ชื่อ: ชื่อเดิม, ข้อความ: 2 ข้อความ (ข้อความ, วิดีโอ), ของ: หน่วยบริการ',
            unitId: hospitalId,
          }),
          expect.objectContaining({
            action: 'แก้ไข',
            subject: 'เทมเพลต ชื่อใหม่',
            description: 'ชื่อ: ชื่อเดิม → ชื่อใหม่',
          }),
          expect.objectContaining({
            action: 'ลบ',
            subject: 'เทมเพลต ชื่อใหม่',
            description: 'ลบเทมเพลต ชื่อ: ชื่อใหม่, ข้อความ: 2 ข้อความ (ข้อความ, วิดีโอ), ของ: หน่วยบริการ',
          }),
        ]);
      });

      it('replaces the messages and logs it', async () => {
        const made = await api.created(lv3(), bodyOf('เปลี่ยนข้อความ'));
        const since = await lastLogId(db());

        const changed = await api.update(lv3(), made.id, { messages: [video] });
        expect((changed.json() as { data: TemplateRecord }).data).toMatchObject({
          name: 'เปลี่ยนข้อความ',
          messageCount: 1,
          formats: ['video'],
        });
        const [entry] = await logSince(db(), since);
        expect(entry?.description).toBe('ข้อความ: 1 ข้อความ (ข้อความ) → 1 ข้อความ (วิดีโอ)');
      });
    });
  },
  { env: () => signInTestEnv(fake) },
);
