import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { address, bodiesOf, show, toastTexts } from '../testing/spec-helpers';
import * as stories from './ResourceFormScreen.stories';

const { NewRecord, Editing, NoSuchRecord } = composeStories(stories);

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'เส้นทางหน้า' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ResourceFormScreen', () => {
  it("starts a new record with what the address gives, under the route's title", async () => {
    show(<NewRecord />);

    expect(screen.getByRole('heading', { name: 'ข้อมูลจังหวัด' })).toBeInTheDocument();
    expect(document.title).toMatch(/^ข้อมูลจังหวัด \| /);
    expect(await screen.findByRole('combobox', { name: /เขตสุขภาพ/ })).toHaveTextContent(
      'เขตสุขภาพที่ 7',
    );
    expect(crumbs()).toEqual(['เขตสุขภาพ', 'รายชื่อจังหวัด', 'เพิ่มจังหวัด']);
    expect(screen.queryByRole('button', { name: 'ลบจังหวัด' })).not.toBeInTheDocument();
  });

  it('reads the record of ?id=, and its trail leads back to the list of its region', async () => {
    show(<Editing />);

    expect(await screen.findByRole('textbox', { name: /ชื่อจังหวัดภาษาอังกฤษ/ })).toHaveValue(
      'Khon Kaen',
    );
    expect(crumbs()).toEqual(['เขตสุขภาพ', 'รายชื่อจังหวัด', 'แก้ไขจังหวัด']);
    await userEvent.click(screen.getByRole('button', { name: 'รายชื่อจังหวัด' }));
    expect(address()).toBe('/health-center/province?region=7');
  });

  it('deletes the record after its question, then goes back to the list as it was', async () => {
    show(<Editing />);

    await userEvent.click(await screen.findByRole('button', { name: 'ลบจังหวัด' }));
    const dialog = screen.getByRole('dialog', { name: 'ลบจังหวัด' });
    expect(dialog).toHaveTextContent('ต้องการลบจังหวัดขอนแก่นใช่หรือไม่');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(address()).toBe('/health-center/province?region=7&page=2'));
    expect(toastTexts()).toContain('ลบจังหวัดเรียบร้อยแล้ว');
    expect(bodiesOf('DELETE /api/health-center/province/40')).toHaveLength(1);
  });

  it('says an id no record can have is not found, and offers no delete', async () => {
    show(<NoSuchRecord />);

    expect(await screen.findByText('ไม่พบข้อมูล')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบจังหวัด' })).not.toBeInTheDocument();
  });
});
