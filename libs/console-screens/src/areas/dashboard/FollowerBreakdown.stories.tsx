import type { Meta, StoryObj } from '@storybook/react-vite';
import { FollowerBreakdown } from './FollowerBreakdown';
import { NOVEMBER_FOLLOWERS, REGION_7_FOLLOWERS } from './dashboard-fixtures';

const meta: Meta<typeof FollowerBreakdown> = {
  title: 'console/dashboard/FollowerBreakdown',
  component: FollowerBreakdown,
};
export default meta;
type Story = StoryObj<typeof FollowerBreakdown>;

/** Every unit's followers: twelve provinces and some with none recorded, the first ten charted. */
export const Everyone: Story = {
  args: { followers: NOVEMBER_FOLLOWERS, countedAt: '2026-11-22T02:55:00.000Z' },
};

/** The followers of region 7's units: four provinces. */
export const Region7: Story = {
  args: { followers: REGION_7_FOLLOWERS, countedAt: '2026-11-22T02:55:00.000Z' },
};

/** Counted, and nobody follows yet. */
export const NoFollowers: Story = {
  args: {
    followers: {
      sexes: NOVEMBER_FOLLOWERS.sexes.map((row) => ({ ...row, count: 0 })),
      ageBands: NOVEMBER_FOLLOWERS.ageBands.map((row) => ({ ...row, count: 0 })),
      provinces: [],
    },
    countedAt: '2026-11-22T02:55:00.000Z',
  },
};

/** Never counted yet (a fresh start before its first rollup). */
export const NeverCounted: Story = {
  args: { ...NoFollowers.args, countedAt: null },
};
