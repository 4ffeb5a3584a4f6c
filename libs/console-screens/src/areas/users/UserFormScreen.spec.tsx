import { dismissAllToasts, getToasts, StoryShell, theme } from '@hbc/ui';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { ADDRESS_LABEL, ELSEWHERE_LABEL } from '@hbc/data-screens/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { OWN_UNIT, USER_UNITS } from './user-fixtures';
import * as stories from './UserFormScreen.stories';

const {
  NewBySuperAdmin,
  NewByAdminLv1,
  EditInvited,
  EditInvitedAfterFailedSignIn,
  EditInvitedWithoutLink,
  EditActiveByAdminLv1,
  EditDisabled,
  EditSuperAdmin,
  UnitRefused,
  SaveForbidden,
  DeleteRefused,
  NotFound,
} = composeStories(stories);
const { INVITED_LV3, ACTIVE_LV3, SUPER_ADMIN_USER, FAILED_LV3 } = stories;

afterEach(() => {
  clearProfile();
  dismissAllToasts();
});

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;
const toastTexts = () => getToasts().map((t) => [t.severity, t.message]);
const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const unitField = () => screen.getByRole('combobox', { name: 'หน่วยบริการ' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });
const api = () => currentFakeApi();

/** The options a select offers, its list closed again. */
async function optionsOf(name: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(select(name));
  const texts = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return texts;
}

async function choose(name: string, option: string) {
  const user = userEvent.setup();
  await user.click(select(name));
  await user.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

/** Searches the unit field and picks the unit whose name holds `text`. */
async function chooseUnit(text: string) {
  const user = userEvent.setup();
  const unit = USER_UNITS.find((u) => u.name.includes(text));
  await user.type(unitField(), text);
  await user.click(await screen.findByRole('option', { name: `${unit?.name} (${unit?.hcode})` }));
  return unit;
}

async function fillNames(first: string, last: string) {
  const user = userEvent.setup();
  await user.type(field('ชื่อ'), first);
  await user.type(field('นามสกุล'), last);
}

describe('UserFormScreen: a new user', () => {
  it('creates the user and shows their invite link with its QR code, then leads to the list', async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    expect(screen.getByRole('heading', { level: 1, name: 'เพิ่มข้อมูลผู้ใช้งาน' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'สถานะ' })).not.toBeInTheDocument();

    await fillNames('ปวีณา', 'ศรีสุข');
    await choose('บทบาท', 'Admin LV2');
    const unit = await chooseUnit('บ้านโคก');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(api().calls('POST /api/setting/user-management')[0]?.body).toEqual({
      firstName: 'ปวีณา',
      lastName: 'ศรีสุข',
      role: 'ADMIN_LV2',
      unitId: unit?.id,
    });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
      'http://localhost/invite?code=new-invite-27',
    );
    expect(dialog).toHaveAccessibleDescription('ส่งลิงก์นี้ให้ ปวีณา ศรีสุข เพื่อเข้าสู่ระบบด้วย LINE');
    expect(within(dialog).getByText('ใช้ได้ถึง 29/11/2569 10:05')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('img', { name: 'คิวอาร์โค้ดของลิงก์คำเชิญ' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(address()).toBe('/setting/user'));
  });

  it('re-issues the new link from the dialog', async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    await fillNames('ปวีณา', 'ศรีสุข');
    await choose('บทบาท', 'Admin LV3');
    await chooseUnit('บ้านหนองบัว');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });

    await user.click(within(dialog).getByRole('button', { name: 'ออกลิงก์ใหม่' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
        'http://localhost/invite?code=new-invite-27-renewed-1',
      ),
    );
    expect(api().calls('POST /api/setting/user-management/27/invite')).toHaveLength(1);
  });

  it('says which Provider ID organisation the chosen unit expects', async () => {
    show(<NewBySuperAdmin />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const unit = await chooseUnit('บ้านโคก');

    expect(screen.getByRole('note')).toHaveTextContent(
      `Provider ID ของผู้ใช้ต้องสังกัดหน่วยบริการ ${unit?.name} (รหัส ${unit?.hcode})`,
    );
    await choose('บทบาท', 'Super Admin');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("says an Admin LV1's new user must be of their unit at Provider ID", async () => {
    show(<NewByAdminLv1 />);

    expect(await screen.findByRole('note')).toHaveTextContent(
      `Provider ID ของผู้ใช้ต้องสังกัดหน่วยบริการ ${OWN_UNIT.name} (รหัส ${OWN_UNIT.hcode})`,
    );
  });

  it('hides the unit of a Super Admin and sends none', async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    await fillNames('ชยพล', 'มั่นคง');
    await choose('บทบาท', 'Admin LV1');
    await chooseUnit('บ้านโคก');

    await choose('บทบาท', 'Super Admin');
    expect(screen.queryByRole('combobox', { name: 'หน่วยบริการ' })).not.toBeInTheDocument();
    await user.click(save());

    await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(api().calls('POST /api/setting/user-management')[0]?.body).toEqual({
      firstName: 'ชยพล',
      lastName: 'มั่นคง',
      role: 'SUPER_ADMIN',
      unitId: null,
    });
  });

  it("says what is missing, in the contracts' Thai words, and sends nothing", async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    expect(save()).toBeEnabled();

    await user.click(save());

    await waitFor(() => expect(field('ชื่อ')).toHaveFocus());
    expect(screen.getByText('กรุณากรอกชื่อ')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกนามสกุล')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกบทบาท')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกหน่วยบริการ')).toBeInTheDocument();
    expect(api().calls('POST /api/setting/user-management')).toHaveLength(0);
  });

  it('keeps a pasted first name longer than 200 characters whole, counts it in red, says so at once and refuses to save it', async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    await fillNames('ชยพล', 'มั่นคง');
    await choose('บทบาท', 'Super Admin');
    const long = `${'ช'.repeat(200)}ท้ายชื่อ`;

    await user.clear(field('ชื่อ'));
    await user.paste(long);

    expect(field('ชื่อ')).toHaveValue(long);
    expect(field('ชื่อ')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ชื่อ')).toHaveAccessibleDescription('ต้องไม่เกิน 200 ตัวอักษร');
    expect(screen.getByText(`${long.length}/200`)).toHaveStyle({ color: theme.palette.error.main });
    expect(screen.getByText('6/200')).not.toHaveStyle({ color: theme.palette.error.main });

    await user.click(save());
    await waitFor(() => expect(field('ชื่อ')).toHaveFocus());
    expect(field('ชื่อ')).toHaveValue(long);
    expect(api().calls('POST /api/setting/user-management')).toHaveLength(0);
  });

  it("shows the API's 400 at /unitId under the unit field", async () => {
    const user = userEvent.setup();
    show(<UnitRefused />);
    await fillNames('ปวีณา', 'ศรีสุข');
    await choose('บทบาท', 'Admin LV2');
    await chooseUnit('บ้านโคก');

    await user.click(save());

    await waitFor(() => expect(unitField()).toHaveAccessibleDescription('ไม่พบหน่วยบริการนี้'));
    expect(unitField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("offers an Admin LV1 LV1–LV3 only, in their own unit, and sends their unit's id", async () => {
    const user = userEvent.setup();
    show(<NewByAdminLv1 />);

    await waitFor(() => expect(unitField()).toHaveValue(`${OWN_UNIT.name} (${OWN_UNIT.hcode})`));
    expect(unitField()).toBeDisabled();
    expect(screen.getByText('ผู้ใช้งานที่ท่านเพิ่มจะสังกัดหน่วยบริการของท่าน')).toBeInTheDocument();
    expect(await optionsOf('บทบาท')).toEqual(['Admin LV1', 'Admin LV2', 'Admin LV3']);

    await fillNames('รัตนา', 'บุญมา');
    await choose('บทบาท', 'Admin LV3');
    await user.click(save());

    await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(api().calls('POST /api/setting/user-management')[0]?.body).toEqual({
      firstName: 'รัตนา',
      lastName: 'บุญมา',
      role: 'ADMIN_LV3',
      unitId: OWN_UNIT.id,
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    show(<NewBySuperAdmin />);
    await user.type(field('ชื่อ'), 'ปวีณา');

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));

    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/setting/user/form');
    expect(field('ชื่อ')).toHaveValue('ปวีณา');
  });

  it('holds no axe violations', async () => {
    show(<NewBySuperAdmin />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});

describe('UserFormScreen: an existing user', () => {
  it('reads the user and saves with PUT, the id in the body, then leads to the list', async () => {
    const user = userEvent.setup();
    show(<EditActiveByAdminLv1 />);

    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลผู้ใช้งาน' })).toBeInTheDocument();
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(ACTIVE_LV3.firstName));
    expect(field('นามสกุล')).toHaveValue(ACTIVE_LV3.lastName);
    expect(select('บทบาท')).toHaveTextContent('Admin LV3');
    expect(unitField()).toHaveValue(`${OWN_UNIT.name} (${OWN_UNIT.hcode})`);
    expect(select('สถานะ')).toHaveTextContent('ใช้งาน');

    await user.clear(field('นามสกุล'));
    await user.type(field('นามสกุล'), 'ใจงาม');
    await choose('บทบาท', 'Admin LV2');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/setting/user'));
    expect(api().calls(`PUT /api/setting/user-management/${ACTIVE_LV3.id}`)[0]?.body).toEqual({
      id: ACTIVE_LV3.id,
      firstName: ACTIVE_LV3.firstName,
      lastName: 'ใจงาม',
      role: 'ADMIN_LV2',
      unitId: OWN_UNIT.id,
      status: 'ACTIVE',
    });
    expect(toastTexts()).toEqual([['success', 'บันทึกข้อมูลสำเร็จ']]);
  });

  it('offers an active user ใช้งาน or ปิดใช้งาน, and disables them', async () => {
    const user = userEvent.setup();
    show(<EditActiveByAdminLv1 />);
    await waitFor(() => expect(select('สถานะ')).toHaveTextContent('ใช้งาน'));

    expect(await optionsOf('สถานะ')).toEqual(['ใช้งาน', 'ปิดใช้งาน']);
    await choose('สถานะ', 'ปิดใช้งาน');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/setting/user'));
    expect(api().calls(`PUT /api/setting/user-management/${ACTIVE_LV3.id}`)[0]?.body).toMatchObject(
      { status: 'DISABLED' },
    );
  });

  it('keeps an invited user waiting or disabled: never ใช้งาน before they accept', async () => {
    show(<EditInvited />);
    await waitFor(() => expect(select('สถานะ')).toHaveTextContent('รอตอบรับคำเชิญ'));

    expect(await optionsOf('สถานะ')).toEqual(['รอตอบรับคำเชิญ', 'ปิดใช้งาน']);
    expect(screen.getByText('ผู้ใช้งานจะเริ่มใช้งานได้เมื่อตอบรับคำเชิญแล้วเท่านั้น')).toBeInTheDocument();
  });

  it('lets a disabled user who had signed in be enabled again', async () => {
    show(<EditDisabled />);
    await waitFor(() => expect(select('สถานะ')).toHaveTextContent('ปิดใช้งาน'));

    expect(await optionsOf('สถานะ')).toEqual(['ใช้งาน', 'ปิดใช้งาน']);
  });

  it("shows an invited user's link, and re-issues it", async () => {
    const user = userEvent.setup();
    show(<EditInvited />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(INVITED_LV3.firstName));
    expect(screen.getByText(/ผู้ใช้งานยังไม่ได้ตอบรับคำเชิญ/)).toHaveTextContent(
      'ลิงก์คำเชิญหมดอายุ 27/11/2569 10:05',
    );

    await user.click(screen.getByRole('button', { name: 'ดูลิงก์คำเชิญ' }));
    let dialog = await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
      `http://localhost/invite?code=${INVITED_LV3.inviteCode}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe(`/setting/user/form?id=${INVITED_LV3.id}`);

    await user.click(screen.getByRole('button', { name: 'ออกลิงก์คำเชิญใหม่' }));
    dialog = await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
      `http://localhost/invite?code=${INVITED_LV3.inviteCode}-renewed-1`,
    );
    expect(within(dialog).getByText('ใช้ได้ถึง 30/11/2569 08:00')).toBeInTheDocument();
    expect(api().calls(`POST /api/setting/user-management/${INVITED_LV3.id}/invite`)).toHaveLength(
      1,
    );
  });

  it('shows why the last sign-in failed, with the organisation the unit expects', async () => {
    show(<EditInvitedAfterFailedSignIn />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(FAILED_LV3.firstName));

    expect(
      screen.getByText('เข้าสู่ระบบไม่สำเร็จล่าสุด: หน่วยบริการไม่ตรงกับ Provider ID (29/11/2569 10:15)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      `Provider ID ของผู้ใช้ต้องสังกัดหน่วยบริการ ${FAILED_LV3.unitName} (รหัส ${FAILED_LV3.unitHcode})`,
    );
    expect(screen.getByRole('button', { name: 'ออกลิงก์คำเชิญใหม่' })).toBeEnabled();
  });

  it('re-issues the link of an invited user whose old link is no longer shown', async () => {
    const user = userEvent.setup();
    show(<EditInvitedWithoutLink />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(INVITED_LV3.firstName));
    expect(screen.queryByRole('button', { name: 'ดูลิงก์คำเชิญ' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ออกลิงก์คำเชิญใหม่' }));

    const dialog = await screen.findByRole('dialog', { name: 'ลิงก์คำเชิญเข้าใช้งาน' });
    expect(within(dialog).getByRole('textbox', { name: 'ลิงก์คำเชิญ' })).toHaveValue(
      'http://localhost/invite?code=invite-renewed-1',
    );
  });

  it('offers no invite link once the user has accepted, nor what their first sign-in needs', async () => {
    show(<EditActiveByAdminLv1 />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(ACTIVE_LV3.firstName));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: 'ดูลิงก์คำเชิญ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ออกลิงก์คำเชิญใหม่' })).not.toBeInTheDocument();
  });

  it('shows no unit for a Super Admin', async () => {
    show(<EditSuperAdmin />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(SUPER_ADMIN_USER.firstName));

    expect(screen.queryByRole('combobox', { name: 'หน่วยบริการ' })).not.toBeInTheDocument();
  });

  it('deletes the user after a confirmation naming them', async () => {
    const user = userEvent.setup();
    show(<EditActiveByAdminLv1 />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(ACTIVE_LV3.firstName));
    const key = `DELETE /api/setting/user-management/${ACTIVE_LV3.id}`;

    await user.click(screen.getByRole('button', { name: 'ลบผู้ใช้งาน' }));
    let dialog = await screen.findByRole('dialog', { name: 'ลบผู้ใช้งาน' });
    expect(dialog).toHaveAccessibleDescription(
      `ต้องการลบผู้ใช้งาน ${ACTIVE_LV3.firstName} ${ACTIVE_LV3.lastName} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api().calls(key)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ลบผู้ใช้งาน' }));
    dialog = await screen.findByRole('dialog', { name: 'ลบผู้ใช้งาน' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(address()).toBe('/setting/user'));
    expect(api().calls(key)).toHaveLength(1);
    expect(toastTexts()).toEqual([['success', 'ลบผู้ใช้งานแล้ว']]);
  });

  it("says why a delete was refused, in the API's words, and stays", async () => {
    const user = userEvent.setup();
    show(<DeleteRefused />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(SUPER_ADMIN_USER.firstName));

    await user.click(screen.getByRole('button', { name: 'ลบผู้ใช้งาน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบผู้ใช้งาน' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        ['error', 'ไม่สามารถลบหรือปิดใช้งาน Super Admin คนสุดท้ายที่ใช้งานอยู่ได้'],
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe(`/setting/user/form?id=${SUPER_ADMIN_USER.id}`);
  });

  it("says 'ไม่มีสิทธิ์ดำเนินการนี้' when the API refuses with 403", async () => {
    const user = userEvent.setup();
    show(<SaveForbidden />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(ACTIVE_LV3.firstName));

    await user.type(field('ชื่อ'), 'า');
    await user.click(save());

    await waitFor(() => expect(toastTexts()).toEqual([['error', 'ไม่มีสิทธิ์ดำเนินการนี้']]));
    expect(address()).toBe(`/setting/user/form?id=${ACTIVE_LV3.id}`);
  });

  it("says 'ไม่พบข้อมูล' for a user that is not there", async () => {
    show(<NotFound />);

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูล');
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<EditInvited />);
    await waitFor(() => expect(field('ชื่อ')).toHaveValue(INVITED_LV3.firstName));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
