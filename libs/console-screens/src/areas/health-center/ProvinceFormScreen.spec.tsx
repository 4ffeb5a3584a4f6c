import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { PAGE_RULES } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, dismissToasts, show } from '../../testing/spec-helpers';
import * as stories from './ProvinceFormScreen.stories';

const {
  NewProvince,
  NewInRegion,
  EditFromList,
  CodeTaken,
  SavingForever,
  DeleteRefused,
  NotFound,
} = composeStories(stories);

const textbox = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const regionSelect = () => screen.getByRole('combobox', { name: /^เขตสุขภาพ/ });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

async function fillNewProvince(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('รหัสจังหวัด'), '38');
  await user.type(textbox('ชื่อจังหวัดภาษาไทย'), 'บึงกาฬ');
  await user.type(textbox('ชื่อจังหวัดภาษาอังกฤษ'), 'Bueng Kan');
  await user.click(regionSelect());
  await user.click(screen.getByRole('option', { name: 'เขตสุขภาพที่ 8' }));
}

afterEach(dismissToasts);

describe('ProvinceFormScreen', () => {
  it('shows the Thai rule under each field left wrong', async () => {
    const user = userEvent.setup();
    show(<NewProvince />);

    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลจังหวัด' })).toBeInTheDocument();
    await user.type(textbox('รหัสจังหวัด'), '5');
    await user.type(textbox('ชื่อจังหวัดภาษาไทย'), ' ');
    await user.click(save());

    await waitFor(() =>
      expect(textbox('รหัสจังหวัด')).toHaveAccessibleDescription('รหัสจังหวัดต้องเป็นตัวเลข 10–99'),
    );
    expect(textbox('ชื่อจังหวัดภาษาไทย')).toHaveAccessibleDescription('กรุณากรอกชื่อจังหวัดภาษาไทย');
    expect(textbox('ชื่อจังหวัดภาษาอังกฤษ')).toHaveAccessibleDescription('กรุณากรอกชื่อจังหวัดภาษาอังกฤษ');
    expect(screen.getByText('กรุณาเลือกเขตสุขภาพ')).toBeInTheDocument();
    expect(bodiesOf('POST /api/health-center/province')).toEqual([]);
  });

  it('creates a province and goes to the province list', async () => {
    const user = userEvent.setup();
    show(<NewProvince />);

    await fillNewProvince(user);
    await user.click(save());

    expect(await screen.findByText('บันทึกข้อมูลสำเร็จ')).toBeInTheDocument();
    expect(bodiesOf('POST /api/health-center/province')).toEqual([
      { id: 38, nameTh: 'บึงกาฬ', nameEn: 'Bueng Kan', healthRegionId: 8 },
    ]);
    await waitFor(() => expect(address()).toBe('/health-center/province'));
  });

  it('starts a province opened from a region’s list in that region, and goes back to it', async () => {
    const user = userEvent.setup();
    show(<NewInRegion />);

    expect(regionSelect()).toHaveTextContent('เขตสุขภาพที่ 7');
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    expect(address()).toBe('/health-center/province?region=7');
  });

  it('puts the API’s 409 for a taken code under the code', async () => {
    const user = userEvent.setup();
    show(<CodeTaken />);

    await fillNewProvince(user);
    await user.click(save());

    await waitFor(() =>
      expect(textbox('รหัสจังหวัด')).toHaveAccessibleDescription('รหัสจังหวัดนี้มีอยู่ในระบบแล้ว'),
    );
    expect(address()).toBe('/health-center/province/form');
  });

  it('keeps Save disabled while saving', async () => {
    const user = userEvent.setup();
    show(<SavingForever />);

    await fillNewProvince(user);
    await user.click(save());

    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAttribute('aria-busy', 'true');
  });

  it('edits a province, its code fixed, and returns to the list view it came from', async () => {
    const user = userEvent.setup();
    show(<EditFromList />);

    expect(await screen.findByDisplayValue('ขอนแก่น')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลจังหวัด' })).toBeInTheDocument();
    expect(textbox('รหัสจังหวัด')).toHaveValue('40');
    expect(textbox('รหัสจังหวัด')).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'เส้นทางหน้า' })).toHaveTextContent(
      'เขตสุขภาพ/รายชื่อจังหวัด/แก้ไขจังหวัด',
    );
    await user.clear(textbox('ชื่อจังหวัดภาษาอังกฤษ'));
    await user.type(textbox('ชื่อจังหวัดภาษาอังกฤษ'), 'Khon Kaen City');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/health-center/province?region=7&page=2'));
    expect(bodiesOf('PUT /api/health-center/province/40')).toEqual([
      { nameTh: 'ขอนแก่น', nameEn: 'Khon Kaen City', healthRegionId: 7 },
    ]);
  });

  it('asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    show(<EditFromList />);

    await user.type(await screen.findByDisplayValue('ขอนแก่น'), 'ใหม่');
    const trail = screen.getByRole('navigation', { name: 'เส้นทางหน้า' });
    await user.click(within(trail).getByRole('button', { name: 'รายชื่อจังหวัด' }));

    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'ออกจากหน้านี้' }));
    await waitFor(() => expect(address()).toBe('/health-center/province?region=7'));
  });

  it('deletes a province once confirmed', async () => {
    const user = userEvent.setup();
    show(<EditFromList />);
    await screen.findByDisplayValue('ขอนแก่น');

    await user.click(screen.getByRole('button', { name: 'ลบจังหวัด' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบจังหวัด' });
    expect(dialog).toHaveTextContent('ต้องการลบจังหวัดขอนแก่นใช่หรือไม่');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(bodiesOf('DELETE /api/health-center/province/40')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ลบจังหวัด' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ลบจังหวัด' })).getByRole('button', { name: 'ลบ' }),
    );

    expect(await screen.findByText('ลบจังหวัดเรียบร้อยแล้ว')).toBeInTheDocument();
    expect(bodiesOf('DELETE /api/health-center/province/40')).toHaveLength(1);
    await waitFor(() => expect(address()).toBe('/health-center/province?region=7&page=2'));
  });

  it('says why a province with units cannot be deleted, and stays', async () => {
    const user = userEvent.setup();
    show(<DeleteRefused />);
    await screen.findByDisplayValue('ขอนแก่น');

    await user.click(screen.getByRole('button', { name: 'ลบจังหวัด' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'ลบจังหวัด' })).getByRole('button', { name: 'ลบ' }),
    );

    expect(
      await screen.findByText('ไม่สามารถลบจังหวัดนี้ได้ เนื่องจากมีหน่วยบริการอยู่ในจังหวัด'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/health-center/province/form?id=40');
  });

  it('holds no axe violations', async () => {
    show(<EditFromList />);
    await screen.findByDisplayValue('ขอนแก่น');

    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });

  it('says a province that does not exist was not found', async () => {
    show(<NotFound />);

    expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบจังหวัด' })).not.toBeInTheDocument();
  });
});
