import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { OWN_UNIT } from '../users/user-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeLogApi, manyEntries } from './activity-log-fixtures';
import { ActivityLogScreen } from './ActivityLogScreen';

const meta: Meta<typeof ActivityLogScreen> = {
  title: 'console/activity-log/ActivityLogScreen',
  component: ActivityLogScreen,
  parameters: { route: { path: ROUTES.activityLog } },
};
export default meta;
type Story = StoryObj<typeof ActivityLogScreen>;

/** Super Admin: every unit's entries, newest first, 20 a page; a row opens the whole entry. */
export const SuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeLogApi()),
};

/** Admin LV1: their own unit's entries and users only. */
export const AdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeLogApi({ ownUnit: OWN_UNIT })),
};

/** A shared link: the user-management entries of 10–20 November 2569. */
export const SharedLink: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeLogApi()),
  parameters: {
    route: { entry: `${ROUTES.activityLog}?from=2026-11-10&to=2026-11-20&menu=จัดการสิทธิ์` },
  },
};

/** More entries than the API counts: 'มากกว่า 10,000', and Next while pages are full. */
export const MoreThanCounted: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeLogApi({ entries: manyEntries })),
};

/** No entry at all yet. */
export const Empty: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeLogApi({ entries: [] })),
};

/** The first page on its way. */
export const Loading: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeLogApi({ replies: { [`POST ${API_PATHS.logList}`]: () => new Promise(() => undefined) } }),
  ),
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeLogApi({ replies: { [`POST ${API_PATHS.logList}`]: { network: true } } }),
  ),
};
