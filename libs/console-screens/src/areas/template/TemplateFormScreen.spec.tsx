import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { BROADCAST_MESSAGES, TEMPLATE_MESSAGES } from '@hbc/contracts';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { FLU_TEMPLATE, SHARED_TEMPLATE } from './template-fixtures';
import * as stories from './TemplateFormScreen.stories';

const { New, Edit, NewShared, SharedReadOnly, EditShared } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const CREATE = 'POST /api/broadcast/template';
const UPDATE = `PUT /api/broadcast/template/${FLU_TEMPLATE.id}`;
const nameField = () => screen.getByRole('textbox', { name: 'ชื่อเทมเพลต' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

describe('TemplateFormScreen', () => {
  it('offers a name and the message composer for a new template', () => {
    show(<New />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'ข้อมูลเทมเพลตข้อความ' }),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีข้อความ')).toBeInTheDocument();
  });

  it('says in Thai that a template needs a name and a message, and sends nothing', async () => {
    const user = userEvent.setup();
    show(<NewShared />);

    await user.type(nameField(), ' ');
    await user.click(save());

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameRequired),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(BROADCAST_MESSAGES.messagesRequired);
    expect(bodiesOf(CREATE)).toEqual([]);
  });

  it('edits a template: its name and messages read, saved together, back to the list', async () => {
    const user = userEvent.setup();
    show(<Edit />);
    await waitFor(() => expect(nameField()).toHaveValue(FLU_TEMPLATE.name));
    expect(screen.getByText('บันทึกข้อความแล้ว 2 ข้อความ')).toBeInTheDocument();

    await user.type(nameField(), ' 2569');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/broadcast/template'));
    expect(bodiesOf(UPDATE)).toEqual([
      { name: `${FLU_TEMPLATE.name} 2569`, messages: FLU_TEMPLATE.messages },
    ]);
    expect(toastTexts()).toEqual(['บันทึกข้อมูลสำเร็จ']);
  });

  it("shows LV3 a shared template read only: why, its fields disabled, and only 'กลับ'", async () => {
    show(<SharedReadOnly />);
    await waitFor(() => expect(nameField()).toHaveValue(SHARED_TEMPLATE.name));

    expect(screen.getByText(TEMPLATE_MESSAGES.sharedReadOnly)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เส้นทางหน้า' })).toHaveTextContent('ดูเทมเพลต');
    expect(nameField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ดูข้อความ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'กลับ' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบเทมเพลต' })).not.toBeInTheDocument();
  });

  it('lets Super Admin edit and delete a shared template', async () => {
    show(<EditShared />);
    await waitFor(() => expect(nameField()).toHaveValue(SHARED_TEMPLATE.name));

    expect(nameField()).toBeEnabled();
    expect(screen.queryByText(TEMPLATE_MESSAGES.sharedReadOnly)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบเทมเพลต' })).toBeInTheDocument();
    expect(save()).toBeInTheDocument();
  });
});
