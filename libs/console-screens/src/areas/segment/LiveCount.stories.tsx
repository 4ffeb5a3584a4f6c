import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LiveCount } from './LiveCount';

const meta: Meta<typeof LiveCount> = {
  title: 'console/segment/LiveCount',
  component: LiveCount,
  args: { onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof LiveCount>;

/** The rules as they stand reach 6,365 citizens. */
export const Counted: Story = { args: { state: { status: 'counted', count: 6_365 } } };

/** The rules changed: the last count stays, with a spinner, until the new one arrives. */
export const Counting: Story = { args: { state: { status: 'counting', last: 6_365 } } };

/** The first count of the form is on its way. */
export const FirstCount: Story = { args: { state: { status: 'counting', last: null } } };

/** A condition is incomplete: no count. */
export const Incomplete: Story = { args: { state: { status: 'incomplete' } } };

/** The API could not count: it can be asked again. */
export const Failed: Story = { args: { state: { status: 'failed', last: 6_365 } } };
