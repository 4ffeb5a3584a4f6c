import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { PAGE_RULES } from '@hbc/data-screens/testing';
import { theme } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, dismissToasts, pngFile, show } from '../../testing/spec-helpers';
import * as stories from './UnitFormScreen.stories';

const { NewUnit, NewInProvince, EditFromList, HcodeTaken, SavingForever, DeleteRefused, Loading } =
  composeStories(stories);

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const kindSelect = () => screen.getByRole('combobox', { name: /^ประเภทหน่วยบริการ/ });
const provinceBox = () => screen.getByRole('combobox', { name: /^จังหวัด/ });
const save = () => screen.getByRole('button', { name: 'บันทึก' });
const logo = () => screen.getByRole('group', { name: 'ตราสัญลักษณ์หน่วยบริการ' });

async function chooseLogo(file: File) {
  const input = logo().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input in the logo uploader');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

async function fillNewUnit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('รหัสหน่วยบริการ'), '10999');
  await user.type(textbox('ชื่อหน่วยบริการ'), 'โรงพยาบาลบ้านไผ่');
  await user.click(kindSelect());
  await user.click(screen.getByRole('option', { name: 'โรงพยาบาลชุมชน' }));
  await user.type(provinceBox(), 'ขอน');
  await user.click(await screen.findByRole('option', { name: 'ขอนแก่น' }));
}

afterEach(dismissToasts);

describe('UnitFormScreen', () => {
  it('shows the Thai rule under a wrong hcode, an empty name and missing choices', async () => {
    const user = userEvent.setup();
    show(<NewUnit />);

    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลหน่วยบริการ' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เส้นทางหน้า' })).toHaveTextContent(
      'เขตสุขภาพ/รายชื่อจังหวัด/รายชื่อหน่วยบริการ/เพิ่มหน่วยบริการ',
    );
    await user.type(textbox('รหัสหน่วยบริการ'), '1234');
    await user.type(textbox('ชื่อหน่วยบริการ'), '   ');
    await user.click(save());

    await waitFor(() =>
      expect(textbox('รหัสหน่วยบริการ')).toHaveAccessibleDescription('รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก'),
    );
    expect(textbox('ชื่อหน่วยบริการ')).toHaveAccessibleDescription('กรุณากรอกชื่อหน่วยบริการ');
    expect(screen.getByText('กรุณาเลือกประเภทหน่วยบริการ')).toBeInTheDocument();
    expect(provinceBox()).toHaveAccessibleDescription('กรุณาเลือกจังหวัด');
    expect(bodiesOf('POST /api/health-center/unit')).toEqual([]);
  });

  it('lets Save be pressed on the empty form: each required field says what is missing, the first takes the focus, nothing is sent', async () => {
    const user = userEvent.setup();
    show(<NewUnit />);
    expect(save()).toBeEnabled();

    await user.click(save());

    await waitFor(() => expect(textbox('รหัสหน่วยบริการ')).toHaveFocus());
    expect(textbox('รหัสหน่วยบริการ')).toHaveAccessibleDescription('รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก');
    expect(textbox('ชื่อหน่วยบริการ')).toHaveAccessibleDescription('กรุณากรอกชื่อหน่วยบริการ');
    expect(screen.getByText('กรุณาเลือกประเภทหน่วยบริการ')).toBeInTheDocument();
    expect(provinceBox()).toHaveAccessibleDescription('กรุณาเลือกจังหวัด');
    expect(bodiesOf('POST /api/health-center/unit')).toEqual([]);
  });

  it('keeps a pasted name longer than 200 characters whole, counts it in red, says so at once and refuses to save it', async () => {
    const user = userEvent.setup();
    show(<NewUnit />);
    await fillNewUnit(user);
    const name = textbox('ชื่อหน่วยบริการ');
    const long = `${'ก'.repeat(200)}ท้ายชื่อที่วางมา`;

    await user.clear(name);
    await user.paste(long);

    expect(name).toHaveValue(long);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('ต้องไม่เกิน 200 ตัวอักษร');
    expect(screen.getByText(`${long.length}/200`)).toHaveStyle({ color: theme.palette.error.main });

    await user.click(save());
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue(long);
    expect(bodiesOf('POST /api/health-center/unit')).toEqual([]);
  });

  it('refuses letters in the hcode', async () => {
    const user = userEvent.setup();
    show(<NewUnit />);

    await user.type(textbox('รหัสหน่วยบริการ'), '1095a');
    await user.tab();

    await waitFor(() =>
      expect(textbox('รหัสหน่วยบริการ')).toHaveAccessibleDescription('รหัสหน่วยบริการต้องเป็นตัวเลข 5 หลัก'),
    );
  });

  it('creates a unit with a square logo and goes to the unit list', async () => {
    const user = userEvent.setup();
    show(<NewUnit />);

    await fillNewUnit(user);
    expect(within(logo()).getByText(/อัตราส่วน 1:1/)).toBeInTheDocument();
    await chooseLogo(pngFile(512, 512));
    expect(
      await within(logo()).findByRole('img', { name: 'ตราสัญลักษณ์หน่วยบริการ' }),
    ).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('บันทึกข้อมูลสำเร็จ')).toBeInTheDocument();
    expect(bodiesOf('POST /api/health-center/unit')).toEqual([
      {
        hcode: '10999',
        name: 'โรงพยาบาลบ้านไผ่',
        kind: 'COMMUNITY_HOSPITAL',
        provinceId: 40,
        logoUrl: expect.stringMatching(/^data:image\/png;base64,/) as unknown,
        active: true,
      },
    ]);
    await waitFor(() => expect(address()).toBe('/health-center/unit'));
  });

  it('refuses a logo that is not square', async () => {
    show(<NewUnit />);

    await chooseLogo(pngFile(640, 480));

    expect(
      await within(logo()).findByText('รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน'),
    ).toBeInTheDocument();
    expect(within(logo()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('starts a unit opened from a province’s list in that province, and goes back to it', async () => {
    const user = userEvent.setup();
    show(<NewInProvince />);

    await waitFor(() => expect(provinceBox()).toHaveValue('ขอนแก่น'));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() => expect(address()).toBe('/health-center/unit?province=40'));
  });

  it('puts the API’s 409 for a taken hcode under the hcode', async () => {
    const user = userEvent.setup();
    show(<HcodeTaken />);

    await fillNewUnit(user);
    await user.click(save());

    await waitFor(() =>
      expect(textbox('รหัสหน่วยบริการ')).toHaveAccessibleDescription('รหัสหน่วยบริการนี้มีอยู่ในระบบแล้ว'),
    );
    expect(address()).toBe('/health-center/unit/form');
  });

  it('keeps Save disabled while saving', async () => {
    const user = userEvent.setup();
    show(<SavingForever />);

    await fillNewUnit(user);
    await user.click(save());

    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAttribute('aria-busy', 'true');
  });

  it('edits a unit and returns to the list view it came from', async () => {
    const user = userEvent.setup();
    show(<EditFromList />);

    expect(await screen.findByDisplayValue('โรงพยาบาลบ้านหนองบัว')).toBeInTheDocument();
    expect(textbox('รหัสหน่วยบริการ')).toHaveValue('10954');
    expect(kindSelect()).toHaveTextContent('โรงพยาบาลชุมชน');
    await waitFor(() => expect(provinceBox()).toHaveValue('ขอนแก่น'));
    expect(within(logo()).getByRole('img', { name: 'ตราสัญลักษณ์หน่วยบริการ' })).toBeInTheDocument();
    const active = screen.getByRole('switch', { name: 'เปิดใช้งาน' });
    expect(active).toBeChecked();
    await user.click(active);
    await user.click(save());

    await waitFor(() => expect(address()).toBe(`/health-center/unit?province=40&q=โรงพยาบาล`));
    expect(bodiesOf('PUT /api/health-center/unit/4')).toEqual([
      expect.objectContaining({ hcode: '10954', provinceId: 40, active: false }),
    ]);
  });

  it("leads to the unit's province and region through the breadcrumbs", async () => {
    const user = userEvent.setup();
    show(<EditFromList />);
    await screen.findByDisplayValue('โรงพยาบาลบ้านหนองบัว');

    const trail = screen.getByRole('navigation', { name: 'เส้นทางหน้า' });
    expect(trail).toHaveTextContent('เขตสุขภาพ/รายชื่อจังหวัด/รายชื่อหน่วยบริการ/แก้ไขหน่วยบริการ');
    await user.click(within(trail).getByRole('button', { name: 'รายชื่อจังหวัด' }));

    await waitFor(() => expect(address()).toBe('/health-center/province?region=7'));
  });

  it('deletes a unit once confirmed', async () => {
    const user = userEvent.setup();
    show(<EditFromList />);
    await screen.findByDisplayValue('โรงพยาบาลบ้านหนองบัว');

    await user.click(screen.getByRole('button', { name: 'ลบหน่วยบริการ' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบหน่วยบริการ' });
    expect(dialog).toHaveTextContent('ต้องการลบโรงพยาบาลบ้านหนองบัวใช่หรือไม่');
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    expect(await screen.findByText('ลบหน่วยบริการเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodiesOf('DELETE /api/health-center/unit/4')).toHaveLength(1);
    await waitFor(() => expect(address()).toBe(`/health-center/unit?province=40&q=โรงพยาบาล`));
  });

  it('says why a unit in use cannot be deleted, and stays', async () => {
    const user = userEvent.setup();
    show(<DeleteRefused />);
    await screen.findByDisplayValue('โรงพยาบาลบ้านหนองบัว');

    await user.click(screen.getByRole('button', { name: 'ลบหน่วยบริการ' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ลบหน่วยบริการ' })).getByRole('button', {
        name: 'ลบ',
      }),
    );

    expect(
      await screen.findByText(
        'ไม่สามารถลบหน่วยบริการนี้ได้ เนื่องจากมีผู้ใช้งาน ประชาชน หรือบรอดแคสต์อยู่ในหน่วยบริการ กรุณาปิดการใช้งานแทน',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/health-center/unit/form?id=4');
  });

  it('holds no axe violations', async () => {
    show(<EditFromList />);
    await screen.findByDisplayValue('โรงพยาบาลบ้านหนองบัว');
    await waitFor(() => expect(provinceBox()).toHaveValue('ขอนแก่น'));

    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });

  it('shows the loading state while the unit is read', () => {
    show(<Loading />);

    expect(screen.getByText('กำลังโหลด...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบหน่วยบริการ' })).not.toBeInTheDocument();
  });
});
