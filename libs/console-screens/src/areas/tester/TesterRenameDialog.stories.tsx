import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SOMCHAI } from './tester-fixtures';
import { TesterRenameDialog } from './TesterRenameDialog';

const meta: Meta<typeof TesterRenameDialog> = {
  title: 'console/tester/TesterRenameDialog',
  component: TesterRenameDialog,
  args: { tester: SOMCHAI, busy: false, onSave: fn(), onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof TesterRenameDialog>;

/** The tester's name, ready to change. */
export const Open: Story = {};

/** The new name is being saved. */
export const Saving: Story = { args: { busy: true } };
