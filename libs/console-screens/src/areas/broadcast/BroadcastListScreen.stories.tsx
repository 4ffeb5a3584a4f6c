import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { APPROVAL_BROADCASTS, BROADCASTS, fakeBroadcastApi } from './broadcast-fixtures';
import { BroadcastListScreen } from './BroadcastListScreen';

const meta: Meta<typeof BroadcastListScreen> = {
  title: 'console/broadcast/BroadcastListScreen',
  component: BroadcastListScreen,
  parameters: { route: { path: ROUTES.broadcast } },
};
export default meta;
type Story = StoryObj<typeof BroadcastListScreen>;

/** An Admin LV3: 25 broadcasts of the unit, newest first; creates them, edits drafts and scheduled ones. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
};

/** An Admin LV1 reads the same list: no way to create or edit. */
export const ByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeBroadcastApi()),
};

/** A shared link: the partly sent ones of 1–20 November 2569. */
/** With broadcasts waiting for approval, approved and rejected: their statuses as they stand. */
export const WithApprovalsByAdminLv3: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({ broadcasts: [...APPROVAL_BROADCASTS, ...BROADCASTS] }),
  ),
};
export const SharedLink: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeBroadcastApi()),
  parameters: {
    route: {
      path: ROUTES.broadcast,
      entry: `${ROUTES.broadcast}?status=PARTIAL&from=2026-11-01&to=2026-11-20`,
    },
  },
};

/** The unit has no broadcast yet: an Admin LV3 is offered to create one. */
export const EmptyForAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi({ broadcasts: [] })),
};

/** No broadcast yet, for an Admin LV2: nothing to create. */
export const EmptyForAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeBroadcastApi({ broadcasts: [] })),
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeBroadcastApi({ replies: { [`POST ${API_PATHS.broadcastList}`]: { network: true } } }),
  ),
};
