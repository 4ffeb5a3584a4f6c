import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { fakeUserApi, OWN_UNIT } from './user-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { UserListScreen } from './UserListScreen';

const meta: Meta<typeof UserListScreen> = {
  title: 'console/users/UserListScreen',
  component: UserListScreen,
  parameters: { route: { path: ROUTES.user } },
};
export default meta;
type Story = StoryObj<typeof UserListScreen>;

/**
 * Super Admin: every unit's users, 20 a page by name; filters by role, status and unit. One
 * invited user's sign-in failed: why shows under their status.
 */
export const SuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
};

/** Admin LV1: their own unit's users; no Super Admin among the roles, no unit filter. */
export const AdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeUserApi({ ownUnit: OWN_UNIT })),
};

/** A shared link: the invited users of the LV1's unit, newest sign-in first. */
export const SharedLink: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeUserApi()),
  parameters: {
    route: {
      entry: `${ROUTES.user}?status=INVITED&unitId=${OWN_UNIT.id}&sort=lastLoginAt&order=desc`,
    },
  },
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeUserApi({ replies: { [`POST ${API_PATHS.userList}`]: { network: true } } }),
  ),
};
