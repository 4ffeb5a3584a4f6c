import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { never } from '../health-center/health-center-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { BroadcastReportDialog } from './BroadcastReportDialog';
import { fakeReportApi, MAHASARAKHAM, URGENT_ROW, VACCINE } from './report-fixtures';

const meta: Meta<typeof BroadcastReportDialog> = {
  title: 'console/report/BroadcastReportDialog',
  component: BroadcastReportDialog,
  parameters: { route: { path: ROUTES.report } },
  args: { onClose: fn(), canOpenBroadcast: true },
};
export default meta;
type Story = StoryObj<typeof BroadcastReportDialog>;

/** The vaccine broadcast's report, read by an Admin LV1. */
export const Open: Story = {
  args: { id: VACCINE.broadcastId },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};

/** An urgent broadcast's report: said beside its status. */
export const Urgent: Story = {
  args: { id: URGENT_ROW.broadcastId },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};

/** While the report is read. */
export const Loading: Story = {
  args: { id: VACCINE.broadcastId },
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeReportApi({ replies: { [`GET ${API_PATHS.reportById(VACCINE.broadcastId)}`]: never } }),
  ),
};

/** Another unit's broadcast: the API answers 404. */
export const NotFound: Story = {
  args: { id: MAHASARAKHAM.broadcastId },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};

/** An address whose id cannot be a broadcast's. */
export const InvalidAddress: Story = {
  args: { id: 'invalid' },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};

/** The API is down. */
export const LoadFails: Story = {
  args: { id: VACCINE.broadcastId },
  decorators: signedIn(
    PROFILES.ADMIN_LV1,
    fakeReportApi({
      replies: { [`GET ${API_PATHS.reportById(VACCINE.broadcastId)}`]: { network: true } },
    }),
  ),
};

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { id: null },
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeReportApi()),
};
