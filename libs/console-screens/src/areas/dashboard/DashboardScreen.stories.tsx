import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { DashboardScreen } from './DashboardScreen';
import { fakeDashboardApi, NOVEMBER_DASHBOARD } from './dashboard-fixtures';

const NOVEMBER = `${ROUTES.dashboard}?month=2026-11`;

const meta: Meta<typeof DashboardScreen> = {
  title: 'console/dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { route: { path: ROUTES.dashboard, entry: NOVEMBER } },
};
export default meta;
type Story = StoryObj<typeof DashboardScreen>;

/** November 2569 across the country. */
export const November: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeDashboardApi()),
};

/** Opened without a month: this month. */
export const ThisMonth: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeDashboardApi()),
  parameters: { route: { path: ROUTES.dashboard, entry: ROUTES.dashboard } },
};

/** A shared link: November, region 7 broken down into its provinces. */
export const Region7: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeDashboardApi()),
  parameters: { route: { path: ROUTES.dashboard, entry: `${NOVEMBER}&region=7` } },
};

/** LINE could not be reached for the quota, and no rollup has run yet. */
export const LineUnreachable: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeDashboardApi({ reply: ok({ ...NOVEMBER_DASHBOARD, quota: null, rolledUpAt: null }) }),
  ),
};

/** LINE has counted no day of the month yet. */
export const LineNotCounted: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeDashboardApi({ reply: ok({ ...NOVEMBER_DASHBOARD, deliveriesReadAt: null }) }),
  ),
};

/** The rollups run between the first read and a refresh (a minute later). */
export const RollupCatchesUp: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, () => {
    let reads = 0;
    return {
      [`GET ${API_PATHS.dashboard}`]: () =>
        (reads += 1) === 1
          ? ok(NOVEMBER_DASHBOARD)
          : ok({ ...NOVEMBER_DASHBOARD, clicks: 41_300, rolledUpAt: '2026-11-22T02:56:00.000Z' }),
    };
  }),
};

export const Loading: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeDashboardApi({ reply: never })),
};

export const LoadFails: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeDashboardApi({ reply: { network: true } })),
};
