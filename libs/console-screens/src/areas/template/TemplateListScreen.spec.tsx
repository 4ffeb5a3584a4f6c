import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { TEMPLATE_MESSAGES } from '@hbc/contracts';
import {
  address,
  bodiesOf,
  column,
  dismissToasts,
  show,
  toastTexts,
} from '../../testing/spec-helpers';
import { FLU_TEMPLATE, SHARED_TEMPLATE } from './template-fixtures';
import * as stories from './TemplateListScreen.stories';

const { ByAdminLv3, BySuperAdmin, Searched, Empty, Loading } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
  jest.restoreAllMocks();
});

const GRID = 'เทมเพลตข้อความ';
const LIST = 'POST /api/broadcast/template/list';

function rowOf(name: string): HTMLElement {
  const row = within(screen.getByRole('grid', { name: GRID }))
    .getAllByRole('row')
    .find((r) => r.querySelector('[data-field="name"]')?.textContent === name);
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}

const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);
const actionsOf = (name: string) =>
  within(rowOf(name))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

async function shown(count = 20) {
  await waitFor(() => expect(column(GRID, 'name')).toHaveLength(count));
}

describe('TemplateListScreen', () => {
  it('lists the templates most recently changed first: messages, whose, last change', async () => {
    show(<ByAdminLv3 />);
    expect(screen.getByRole('heading', { level: 1, name: GRID })).toBeInTheDocument();
    await shown();

    expect(bodiesOf(LIST)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'updatedAt', direction: 'desc' } },
    ]);
    expect(column(GRID, 'name').slice(0, 2)).toEqual([FLU_TEMPLATE.name, SHARED_TEMPLATE.name]);
    expect(cellsOf(FLU_TEMPLATE.name).slice(0, 4)).toEqual([
      FLU_TEMPLATE.name,
      '2 ข้อความ: ข้อความ, วิดีโอ',
      'หน่วยบริการ',
      '22/11/2569 09:05',
    ]);
    expect(cellsOf(SHARED_TEMPLATE.name).slice(1, 3)).toEqual(['1 ข้อความ: ข้อความ', 'ส่วนกลาง']);
    expect(screen.getByText('1–20 จาก 23')).toBeInTheDocument();
  });

  it('offers LV3 every action on its own template, only "use" on a shared one', async () => {
    show(<ByAdminLv3 />);
    await shown();

    expect(actionsOf(FLU_TEMPLATE.name)).toEqual(['ใช้เทมเพลต', 'เปลี่ยนชื่อ', 'แก้ไข', 'ลบ']);
    expect(actionsOf(SHARED_TEMPLATE.name)).toEqual(['ใช้เทมเพลต']);
  });

  it('offers Super Admin to change the shared templates, but not to use them', async () => {
    show(<BySuperAdmin />);
    await shown();

    expect(actionsOf(SHARED_TEMPLATE.name)).toEqual(['เปลี่ยนชื่อ', 'แก้ไข', 'ลบ']);
  });

  it('uses a template in a new broadcast', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(
      within(rowOf(SHARED_TEMPLATE.name)).getByRole('button', { name: 'ใช้เทมเพลต' }),
    );
    expect(address()).toBe(`/broadcast/form?template=${SHARED_TEMPLATE.id}`);
  });

  it('renames a template in a dialog, saying a taken name in Thai', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();
    const other = column(GRID, 'name')[2] ?? '';

    await user.click(within(rowOf(FLU_TEMPLATE.name)).getByRole('button', { name: 'เปลี่ยนชื่อ' }));
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนชื่อเทมเพลต' });
    const field = within(dialog).getByRole('textbox', { name: 'ชื่อเทมเพลต' });
    expect(field).toHaveValue(FLU_TEMPLATE.name);

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(field).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameRequired);

    await user.type(field, other);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameTaken));

    await user.clear(field);
    await user.type(field, 'วัคซีนไข้หวัดใหญ่ 2569');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesOf(`PUT /api/broadcast/template/${FLU_TEMPLATE.id}`).at(-1)).toEqual({
      name: 'วัคซีนไข้หวัดใหญ่ 2569',
    });
    expect(toastTexts()).toEqual(['เปลี่ยนชื่อเทมเพลตแล้ว']);
    await waitFor(() => expect(column(GRID, 'name')).toContain('วัคซีนไข้หวัดใหญ่ 2569'));
  });

  it('deletes a template after a confirmation naming it', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(FLU_TEMPLATE.name)).getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบเทมเพลต' });
    expect(dialog).toHaveTextContent(`ต้องการลบเทมเพลต "${FLU_TEMPLATE.name}" ใช่หรือไม่`);
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual(['ลบเทมเพลตแล้ว']));
    await waitFor(() => expect(column(GRID, 'name')).not.toContain(FLU_TEMPLATE.name));
  });

  it('opens a template’s form from its edit action', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await shown();

    await user.click(within(rowOf(FLU_TEMPLATE.name)).getByRole('button', { name: 'แก้ไข' }));
    expect(address()).toBe(`/broadcast/template/form?id=${FLU_TEMPLATE.id}`);
  });

  it('restores a shared search', async () => {
    show(<Searched />);
    await waitFor(() => expect(column(GRID, 'name')).toEqual([FLU_TEMPLATE.name]));
    expect(screen.getByRole('searchbox')).toHaveValue('วัคซีน');
  });

  it('says there is no template yet and offers to create one', async () => {
    const user = userEvent.setup();
    show(<Empty />);
    expect(await screen.findByText('ยังไม่มีเทมเพลตข้อความ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'สร้างเทมเพลต' }));
    expect(address()).toBe('/broadcast/template/form');
  });

  it('shows that the list is loading', () => {
    show(<Loading />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
