import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS } from '@hbc/contracts';
import { PROFILES } from '../../../../testing/profile-fixtures';
import { signedIn } from '../../../../testing/user-story-decorators';
import { inConditionForm, STORY_CONDITION } from '../../condition-story-form';
import { fakeSegmentApi, UPLOADED_CID_LIST } from '../../segment-fixtures';
import { CidListEditor } from './CidListEditor';

const meta: Meta<typeof CidListEditor> = {
  title: 'console/segment/conditions/CidListEditor',
  component: CidListEditor,
  args: { name: STORY_CONDITION },
  parameters: { route: { path: '/segment/form' } },
};
export default meta;
type Story = StoryObj<typeof CidListEditor>;

/** A new CID-list condition: a file to choose; the fake API keeps 1,250 CIDs and finds 2 bad rows. */
export const New: Story = {
  decorators: [inConditionForm('CID_LIST'), ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi())],
};

/** A list uploaded in this visit: its file, size and bad rows. */
export const Uploaded: Story = {
  decorators: [
    inConditionForm('CID_LIST', { listId: UPLOADED_CID_LIST.id, list: UPLOADED_CID_LIST }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};

/** A list saved with the segment earlier: only its id is known. */
export const SavedEarlier: Story = {
  decorators: [
    inConditionForm('CID_LIST', { listId: UPLOADED_CID_LIST.id }),
    ...signedIn(PROFILES.ADMIN_LV3, fakeSegmentApi()),
  ],
};

/** The API cannot read the file: its Thai reason is shown. */
export const UploadRefused: Story = {
  decorators: [
    inConditionForm('CID_LIST'),
    ...signedIn(
      PROFILES.ADMIN_LV3,
      fakeSegmentApi({
        replies: {
          [`POST ${API_PATHS.segmentCidList}`]: {
            status: 400,
            data: {
              message: 'VALIDATION_ERROR',
              errors: [{ path: '/base64', message: 'ไม่พบเลขประจำตัวประชาชนในไฟล์' }],
            },
          },
        },
      }),
    ),
  ],
};
