import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@hbc/contracts';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi } from '../../segment-fixtures';
import { ProvinceEditor } from './ProvinceEditor';

const meta: Meta<typeof ProvinceEditor> = {
  title: 'console/segment/conditions/ProvinceEditor',
  component: ProvinceEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof ProvinceEditor>;

/** A new province condition: searched among every province by name. */
export const New: Story = {
  decorators: [inConditionForm('PROVINCE'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** Two provinces chosen earlier, named once the list arrives. */
export const KhonKaenAndMahaSarakham: Story = {
  decorators: [
    inConditionForm('PROVINCE', { provinceIds: [40, 44] }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};

/** The province list cannot be read: the editor says so, and keeps the chosen codes. */
export const ListFails: Story = {
  decorators: [
    inConditionForm('PROVINCE', { provinceIds: [40] }),
    ...signedIn(
      PROFILES.ADMIN_LV3,
      fakeSegmentApi({
        replies: {
          [`GET ${API_PATHS.healthProvinceNames}`]: { status: 403, data: { message: 'FORBIDDEN' } },
        },
      }),
    ),
  ],
};
