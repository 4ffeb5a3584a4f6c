import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ACTIVITY_ACTION } from '@hbc/contracts';
import { ENTRIES } from './activity-log-fixtures';
import { ActivityEntryDialog } from './ActivityEntryDialog';

const byAction = (action: string) => ENTRIES.find((entry) => entry.action === action) ?? null;

const meta: Meta<typeof ActivityEntryDialog> = {
  title: 'console/activity-log/ActivityEntryDialog',
  component: ActivityEntryDialog,
  args: { entry: byAction(ACTIVITY_ACTION.update), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof ActivityEntryDialog>;

/** A unit edited, with a description longer than its cell. */
export const UnitEdited: Story = {};

/** A sign-in nobody could be found for: no name, role or unit. */
export const FailedSignIn: Story = { args: { entry: byAction(ACTIVITY_ACTION.signInFailed) } };

export const Closed: Story = { args: { entry: null } };
