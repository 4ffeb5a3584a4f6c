import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuotaCard } from './QuotaCard';

const meta: Meta<typeof QuotaCard> = {
  title: 'console/dashboard/QuotaCard',
  component: QuotaCard,
};
export default meta;
type Story = StoryObj<typeof QuotaCard>;

/** 2,104,900 of 5,000,000 messages used. */
export const PartlyUsed: Story = {
  args: { quota: { limit: 5_000_000, used: 2_104_900, remaining: 2_895_100 } },
};

/** Less than a tenth left: the bar warns. */
export const AlmostUsedUp: Story = {
  args: { quota: { limit: 5_000_000, used: 4_700_000, remaining: 300_000 } },
};

/** The channel has no limit. */
export const NoLimit: Story = { args: { quota: { limit: null, used: 812_000, remaining: null } } };

/** LINE could not be reached. */
export const LineUnreachable: Story = { args: { quota: null } };
