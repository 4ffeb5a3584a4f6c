import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { DRAFT, fakeBroadcastApi, PARTIAL } from './broadcast-fixtures';
import { DeliveryLog } from './DeliveryLog';

const meta: Meta<typeof DeliveryLog> = {
  title: 'console/broadcast/DeliveryLog',
  component: DeliveryLog,
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeBroadcastApi()),
};
export default meta;
type Story = StoryObj<typeof DeliveryLog>;

const at = (entry: string) => ({ route: { path: ROUTES.broadcastDetail, entry } });

/** 1,200 recipients, the last 200 in failed batches: 60 pages. */
export const PartlyFailed: Story = {
  args: { broadcastId: PARTIAL.id, status: PARTIAL.status },
  parameters: at(`${ROUTES.broadcastDetail}?id=${PARTIAL.id}`),
};

/** Opened with the failed ones only, as the address keeps the filter. */
export const FailedOnly: Story = {
  args: { broadcastId: PARTIAL.id },
  parameters: at(`${ROUTES.broadcastDetail}?id=${PARTIAL.id}&delivery=FAILED`),
};

/** Nothing sent yet. */
export const NothingSent: Story = {
  args: { broadcastId: DRAFT.id },
  parameters: at(`${ROUTES.broadcastDetail}?id=${DRAFT.id}`),
};
