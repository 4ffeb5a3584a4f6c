import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { TEMPLATE_MESSAGES } from '@hbc/contracts';
import { dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { FLU_TEMPLATE } from './template-fixtures';
import * as stories from './TemplateNameDialog.stories';

const { Rename, NameTaken, Refused } = composeStories(stories);

afterEach(() => {
  dismissToasts();
});

/** What the dialog is handed, watched by the test. */
const handlers = () => ({
  save: jest.fn(async () => undefined),
  onSaved: jest.fn(),
  onClose: jest.fn(),
});

const field = () => screen.getByRole('textbox', { name: 'ชื่อเทมเพลต' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

describe('TemplateNameDialog', () => {
  it('keeps the new name, trimmed, says so and closes', async () => {
    const user = userEvent.setup();
    const watched = handlers();
    show(<Rename {...watched} />);
    expect(screen.getByRole('dialog', { name: 'เปลี่ยนชื่อเทมเพลต' })).toBeInTheDocument();
    expect(field()).toHaveValue(FLU_TEMPLATE.name);

    await user.clear(field());
    await user.type(field(), '  ชื่อใหม่  ');
    await user.click(save());

    await waitFor(() => expect(watched.onSaved).toHaveBeenCalled());
    expect(watched.save).toHaveBeenCalledWith('ชื่อใหม่');
    expect(toastTexts()).toEqual(['เปลี่ยนชื่อเทมเพลตแล้ว']);
  });

  it('says what is wrong with the name in Thai, and sends nothing', async () => {
    const user = userEvent.setup();
    const watched = handlers();
    show(<Rename {...watched} />);

    await user.clear(field());
    await user.type(field(), '   ');
    await user.click(save());
    expect(field()).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameRequired);

    await user.clear(field());
    await user.type(field(), 'ก'.repeat(101));
    await user.click(save());
    expect(field()).toHaveAccessibleDescription('ต้องไม่เกิน 100 ตัวอักษร');
    expect(watched.save).not.toHaveBeenCalled();
  });

  it('shows a taken name under the field, and stays open', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    show(<NameTaken onSaved={onSaved} />);

    await user.click(save());

    await waitFor(() => expect(field()).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameTaken));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says in the dialog why the API refused', async () => {
    const user = userEvent.setup();
    show(<Refused />);

    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(TEMPLATE_MESSAGES.sharedReadOnly);
  });

  it('closes on Cancel', async () => {
    const user = userEvent.setup();
    const watched = handlers();
    show(<Rename {...watched} />);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(watched.onClose).toHaveBeenCalled();
  });
});
