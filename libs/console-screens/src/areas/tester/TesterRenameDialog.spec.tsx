import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { NAME_MAX_LENGTH } from '@hbc/contracts';
import { show } from '../../testing/spec-helpers';
import { SOMCHAI } from './tester-fixtures';
import * as stories from './TesterRenameDialog.stories';

const { Open, Saving } = composeStories(stories);

const field = () => screen.getByRole('textbox', { name: 'ชื่อ' });

describe('TesterRenameDialog', () => {
  it('saves the new name, trimmed', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    show(<Open onSave={onSave} />);

    expect(field()).toHaveValue(SOMCHAI.name);
    await user.clear(field());
    await user.type(field(), '  สมชาย ใหม่  ');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(onSave).toHaveBeenCalledWith('สมชาย ใหม่');
  });

  it('refuses a blank or too long name', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    show(<Open onSave={onSave} />);

    await user.clear(field());
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(field()).toHaveAccessibleDescription('กรุณากรอกข้อมูล');

    await user.clear(field());
    await user.click(field());
    await user.paste('ก'.repeat(NAME_MAX_LENGTH + 1));
    expect(field()).toHaveAccessibleDescription(`ต้องไม่เกิน ${NAME_MAX_LENGTH} ตัวอักษร`);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('can be pressed neither to save nor to cancel while saving', () => {
    show(<Saving />);
    expect(screen.getByRole('button', { name: 'บันทึก' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeDisabled();
  });
});
