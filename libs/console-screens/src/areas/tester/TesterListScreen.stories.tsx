import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { UNITS } from '../health-center/unit-detail-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTesterApi } from './tester-fixtures';
import { TesterListScreen } from './TesterListScreen';

const meta: Meta<typeof TesterListScreen> = {
  title: 'console/tester/TesterListScreen',
  component: TesterListScreen,
  parameters: { route: { path: ROUTES.tester } },
};
export default meta;
type Story = StoryObj<typeof TesterListScreen>;

/** An Admin LV1: the unit's testers by name, each to rename or delete, and the add button. */
export const ByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi()),
};

/** An Admin LV3 reads the same list: no way to add or change. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTesterApi()),
};

/** Super Admin, no unit chosen yet: the chooser and what to do. */
export const SuperAdminChoosesUnit: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTesterApi()),
};

/** Super Admin with a unit chosen (a shared link): that unit's testers. */
export const SuperAdminWithUnit: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTesterApi()),
  parameters: {
    route: { path: ROUTES.tester, entry: `${ROUTES.tester}?unit=${UNITS.banNongBua.id}` },
  },
};

/** No tester yet, for an Admin LV1: how to add the first. */
export const EmptyForAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi({ testers: [] })),
};

/** No tester yet, for an Admin LV3: who adds them. */
export const EmptyForAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTesterApi({ testers: [] })),
};

/** The list has not answered yet. */
export const Loading: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeTesterApi({ replies: { [`POST ${API_PATHS.testerList}`]: never } }),
  ),
};
