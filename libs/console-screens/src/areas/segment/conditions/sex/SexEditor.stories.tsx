import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi } from '../../segment-fixtures';
import { SexEditor } from './SexEditor';

const meta: Meta<typeof SexEditor> = {
  title: 'console/segment/conditions/SexEditor',
  component: SexEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof SexEditor>;

/** A new sex condition: nothing ticked yet. */
export const New: Story = {
  decorators: [inConditionForm('SEX'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** Women only. */
export const Women: Story = {
  decorators: [
    inConditionForm('SEX', { sexes: ['FEMALE'] }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};
