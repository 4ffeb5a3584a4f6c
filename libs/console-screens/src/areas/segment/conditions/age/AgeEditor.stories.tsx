import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi } from '../../segment-fixtures';
import { AgeEditor } from './AgeEditor';

const meta: Meta<typeof AgeEditor> = {
  title: 'console/segment/conditions/AgeEditor',
  component: AgeEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof AgeEditor>;

/** A new age condition: both ends empty. */
export const New: Story = {
  decorators: [inConditionForm('AGE'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** Sixty and over. */
export const From60: Story = {
  decorators: [
    inConditionForm('AGE', { min: '60' }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};

/** The ends reversed: the check says so under the maximum. */
export const Reversed: Story = {
  decorators: [
    inConditionForm('AGE', { min: '61', max: '60' }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};
