import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { API_PATHS } from '@hbc/contracts';
import { withFakeApi } from '../../testing/story-decorators';
import { fakeCidApi, refusal, storedCid } from './cid-fixtures';
import { CidRevealDialog } from './CidRevealDialog';

const meta: Meta<typeof CidRevealDialog> = {
  title: 'console/excluded-cids/CidRevealDialog',
  component: CidRevealDialog,
  args: { record: storedCid(23).record, onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof CidRevealDialog>;

const answers = fakeCidApi();

/** Asks first; the full CID comes from the API once confirmed. */
export const Default: Story = { decorators: [withFakeApi(answers)] };

const gone = fakeCidApi({
  replies: {
    [`POST ${API_PATHS.cidReveal(23)}`]: refusal(404, '', 'ไม่พบข้อมูลนี้ อาจถูกลบไปแล้ว'),
  },
});

/** The row was deleted meanwhile: the API's reason is said, nothing revealed. */
export const Gone: Story = { decorators: [withFakeApi(gone)] };

const unreachable = fakeCidApi({
  replies: { [`POST ${API_PATHS.cidReveal(23)}`]: { network: true } },
});

/** The API cannot be reached. */
export const Unreachable: Story = { decorators: [withFakeApi(unreachable)] };
