import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi } from '../../segment-fixtures';
import { FollowDateEditor } from './FollowDateEditor';

const meta: Meta<typeof FollowDateEditor> = {
  title: 'console/segment/conditions/FollowDateEditor',
  component: FollowDateEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof FollowDateEditor>;

/** A new follow-date condition: both days open. */
export const New: Story = {
  decorators: [inConditionForm('FOLLOW_DATE'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** Followed in the first half of 2569. */
export const FirstHalf: Story = {
  decorators: [
    inConditionForm('FOLLOW_DATE', { from: '2026-01-01', to: '2026-06-30' }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};
