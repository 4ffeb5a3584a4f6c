import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { NOVEMBER_DASHBOARD } from './dashboard-fixtures';
import { TopBroadcasts } from './TopBroadcasts';

const meta: Meta<typeof TopBroadcasts> = {
  title: 'console/dashboard/TopBroadcasts',
  component: TopBroadcasts,
  decorators: [withStoryRouter],
  parameters: { route: { path: ROUTES.dashboard } },
};
export default meta;
type Story = StoryObj<typeof TopBroadcasts>;

/** November's three most-clicked broadcasts. */
export const November: Story = { args: { broadcasts: NOVEMBER_DASHBOARD.topBroadcasts } };

/** Nothing clicked this month. */
export const NoneClicked: Story = { args: { broadcasts: [] } };
