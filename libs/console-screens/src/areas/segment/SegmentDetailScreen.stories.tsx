import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES, SEGMENT_MESSAGES } from '@hbc/contracts';
import { never, refused } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { ELDERLY_DIABETIC, fakeSegmentApi, NEVER_COUNTED } from './segment-fixtures';
import { SegmentDetailScreen } from './SegmentDetailScreen';

const meta: Meta<typeof SegmentDetailScreen> = {
  title: 'console/segment/SegmentDetailScreen',
  component: SegmentDetailScreen,
};
export default meta;
type Story = StoryObj<typeof SegmentDetailScreen>;

const opening = (id: number) => ({
  route: { path: ROUTES.segmentDetail, entry: `${ROUTES.segmentDetail}?id=${id}` },
});

/** An Admin LV3 opens a segment: counted afresh, with its breakdown; it can be edited or deleted. */
export const ByAdminLv3: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** An Admin LV2 reads the same segment: no edit, no delete. */
export const ByAdminLv2: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV2, fakeSegmentApi()),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** The count takes its time: the saved count shows meanwhile. */
export const Counting: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeSegmentApi({
      replies: { [`POST ${API_PATHS.segmentCountById(ELDERLY_DIABETIC.id)}`]: never },
    }),
  ),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** Never counted, and the API cannot count now. */
export const CountFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeSegmentApi({
      replies: { [`POST ${API_PATHS.segmentCountById(NEVER_COUNTED.id)}`]: { network: true } },
    }),
  ),
  parameters: opening(NEVER_COUNTED.id),
};

/** A scheduled broadcast targets the segment: the API refuses to delete it (409) and says why. */
export const InUse: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: {
        [`DELETE ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: refused(409, [
          { path: '', message: SEGMENT_MESSAGES.inUse },
        ]),
      },
    }),
  ),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** Only a draft names the segment: the API's own reason is said. */
export const UsedByDraft: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: {
        [`DELETE ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: refused(409, [
          { path: '', message: SEGMENT_MESSAGES.usedByBroadcasts },
        ]),
      },
    }),
  ),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** A 409 without a reason: the console says the segment is in use. */
export const RefusedWithoutReason: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: { [`DELETE ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: refused(409, []) },
    }),
  ),
  parameters: opening(ELDERLY_DIABETIC.id),
};

/** A segment that is not there, or not the unit's. */
export const NotFound: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: {
        [`GET ${API_PATHS.segmentById(999)}`]: { status: 404, data: { message: 'NOT_FOUND' } },
      },
    }),
  ),
  parameters: opening(999),
};

/** The API is down. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: { [`GET ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: { network: true } },
    }),
  ),
  parameters: opening(ELDERLY_DIABETIC.id),
};
