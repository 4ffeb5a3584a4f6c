import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi } from '../../segment-fixtures';
import { TagsEditor } from './TagsEditor';

const meta: Meta<typeof TagsEditor> = {
  title: 'console/segment/conditions/TagsEditor',
  component: TagsEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof TagsEditor>;

/** A new tags condition: any of the tags typed. */
export const New: Story = {
  decorators: [inConditionForm('TAGS'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** Citizens carrying both tags. */
export const AllOfTwo: Story = {
  decorators: [
    inConditionForm('TAGS', { match: 'ALL', tags: ['เบาหวาน', 'ความดันโลหิตสูง'] }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};
