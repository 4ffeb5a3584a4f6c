import type { Meta, StoryObj } from '@storybook/react-vite';
import { discardedVisitsOf } from '@hbc/contracts';
import { VACCINE_REPORT } from './report-fixtures';
import { DiscardedVisitsTable } from './DiscardedVisitsTable';

const meta: Meta<typeof DiscardedVisitsTable> = {
  title: 'console/report/DiscardedVisitsTable',
  component: DiscardedVisitsTable,
};
export default meta;
type Story = StoryObj<typeof DiscardedVisitsTable>;

/** The vaccine broadcast's links: previews, a script's requests and repeated taps left out. */
export const Vaccine: Story = { args: { discarded: VACCINE_REPORT.discarded } };

/** Nothing left out. */
export const NoneDiscarded: Story = { args: { discarded: discardedVisitsOf() } };
