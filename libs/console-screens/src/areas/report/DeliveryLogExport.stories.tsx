import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { DeliveryLogExport } from './DeliveryLogExport';
import { fakeReportApi, VACCINE } from './report-fixtures';

const meta: Meta<typeof DeliveryLogExport> = {
  title: 'console/report/DeliveryLogExport',
  component: DeliveryLogExport,
  parameters: { route: { path: ROUTES.report } },
};
export default meta;
type Story = StoryObj<typeof DeliveryLogExport>;

/** The vaccine broadcast's log, downloaded from memory in three steps. */
export const VaccineLog: Story = {
  args: { broadcastId: VACCINE.broadcastId },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};
