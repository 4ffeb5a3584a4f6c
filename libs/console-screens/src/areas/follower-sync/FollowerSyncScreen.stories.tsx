import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeFollowerSyncApi } from './follower-sync-fixtures';
import { FollowerSyncScreen } from './FollowerSyncScreen';

const meta: Meta<typeof FollowerSyncScreen> = {
  title: 'console/follower-sync/FollowerSyncScreen',
  component: FollowerSyncScreen,
  parameters: { route: { path: ROUTES.followerSync } },
};
export default meta;
type Story = StoryObj<typeof FollowerSyncScreen>;

/**
 * The checks so far, newest first (a Super Admin's, the nightly one, one LINE refused), and the
 * button that starts another; once started, the new check shows its progress until it is done.
 */
export const WithChecks: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeFollowerSyncApi()),
};

/** No check yet: what it is for, and the button. */
export const NothingYet: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeFollowerSyncApi({ checks: [] })),
};

/** Another check is running (started elsewhere): a start is refused, saying so. */
export const AlreadyRunning: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeFollowerSyncApi({ busy: true })),
};

/** The list has not answered yet. */
export const Loading: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeFollowerSyncApi({ replies: { [`POST ${API_PATHS.followerSyncList}`]: never } }),
  ),
};
