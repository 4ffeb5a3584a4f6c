import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeSegmentApi } from './segment-fixtures';
import { SegmentListScreen } from './SegmentListScreen';

const meta: Meta<typeof SegmentListScreen> = {
  title: 'console/segment/SegmentListScreen',
  component: SegmentListScreen,
  parameters: { route: { path: ROUTES.segment } },
};
export default meta;
type Story = StoryObj<typeof SegmentListScreen>;

/** An Admin LV3: 23 segments of the unit, last changed first; new ones are created here. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
};

/** An Admin LV2 reads the same list: no way to create. */
export const ByAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeSegmentApi()),
};

/** A shared link searching the names. */
export const Searched: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeSegmentApi()),
  parameters: { route: { path: ROUTES.segment, entry: `${ROUTES.segment}?q=ผู้สูงอายุ` } },
};

/** The unit has no segment yet: an Admin LV3 is offered to create one. */
export const EmptyForAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi({ segments: [] })),
};

/** No segment yet, for an Admin LV2: nothing to create. */
export const EmptyForAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeSegmentApi({ segments: [] })),
};

/** The API is down: the list says so and offers to try again. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({ replies: { [`POST ${API_PATHS.segmentList}`]: { network: true } } }),
  ),
};
