import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES, SEGMENT_MESSAGES, SEGMENT_RULE_MESSAGES } from '@hbc/contracts';
import { never, refused } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { ELDERLY_DIABETIC, fakeSegmentApi, heldCountReply } from './segment-fixtures';
import { SegmentFormScreen } from './SegmentFormScreen';

const meta: Meta<typeof SegmentFormScreen> = {
  title: 'console/segment/SegmentFormScreen',
  component: SegmentFormScreen,
  parameters: { route: { path: ROUTES.segmentForm } },
};
export default meta;
type Story = StoryObj<typeof SegmentFormScreen>;

const editing = (id: number) => ({
  route: { path: ROUTES.segmentForm, entry: `${ROUTES.segmentForm}?id=${id}` },
});

/** An Admin LV3 builds a new segment; the whole unit is counted until a condition is added. */
export const New: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
};

/** An Admin LV1 edits a segment with a condition of every kind. */
export const Edit: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeSegmentApi()),
  parameters: editing(ELDERLY_DIABETIC.id),
};

/** Counts answer only when the spec says: the live count's cancelling shows. */
export const HeldCounts: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({ replies: { [`POST ${API_PATHS.segmentCount}`]: heldCountReply } }),
  ),
};

/** The API cannot count: the form says so and can still be saved. */
export const CountFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({ replies: { [`POST ${API_PATHS.segmentCount}`]: { network: true } } }),
  ),
};

/** Another segment of the unit has the name: the API's 409 shows under the name. */
export const NameTaken: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeSegmentApi({
      replies: {
        [`POST ${API_PATHS.segment}`]: refused(409, [
          { path: '/name', message: SEGMENT_MESSAGES.nameTaken },
        ]),
      },
    }),
  ),
};

/** The uploaded CID list expired on the API: its 400 shows under that condition. */
export const CidListRefused: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeSegmentApi({
      replies: {
        [`PUT ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: refused(400, [
          { path: '/rules/conditions/5/listId', message: SEGMENT_RULE_MESSAGES.unknownCidList },
        ]),
      },
    }),
  ),
  parameters: editing(ELDERLY_DIABETIC.id),
};

/** Saving takes its time: the save button waits, disabled. */
export const Saving: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeSegmentApi({ replies: { [`PUT ${API_PATHS.segmentById(ELDERLY_DIABETIC.id)}`]: never } }),
  ),
  parameters: editing(ELDERLY_DIABETIC.id),
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
  parameters: editing(999),
};
