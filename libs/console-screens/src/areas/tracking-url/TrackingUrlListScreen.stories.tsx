import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTrackingUrlApi } from './tracking-url-fixtures';
import { TrackingUrlListScreen } from './TrackingUrlListScreen';

const meta: Meta<typeof TrackingUrlListScreen> = {
  title: 'console/tracking-url/TrackingUrlListScreen',
  component: TrackingUrlListScreen,
  parameters: { route: { path: ROUTES.trackingUrl } },
};
export default meta;
type Story = StoryObj<typeof TrackingUrlListScreen>;

/** An Admin LV3: 23 links of the unit, newest first, each to edit, enable or disable, delete. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTrackingUrlApi()),
};

/** An Admin LV1 reads the same list: no way to create or change. */
export const ByAdminLv1: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTrackingUrlApi()),
};

/** A shared link searching the links. */
export const Searched: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTrackingUrlApi()),
  parameters: { route: { path: ROUTES.trackingUrl, entry: `${ROUTES.trackingUrl}?q=วัคซีน` } },
};

/** A shared link to the disabled links. */
export const DisabledOnly: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeTrackingUrlApi()),
  parameters: {
    route: { path: ROUTES.trackingUrl, entry: `${ROUTES.trackingUrl}?status=DISABLED` },
  },
};

/** The unit has no link yet: an Admin LV3 is offered to create one. */
export const EmptyForAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTrackingUrlApi({ links: [] })),
};

/** No link yet, for an Admin LV2: nothing to create. */
export const EmptyForAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeTrackingUrlApi({ links: [] })),
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTrackingUrlApi({ replies: { [`POST ${API_PATHS.trackingUrlList}`]: { network: true } } }),
  ),
};
