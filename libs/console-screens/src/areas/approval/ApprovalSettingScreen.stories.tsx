import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeApprovalApi } from './approval-fixtures';
import { ApprovalSettingScreen } from './ApprovalSettingScreen';

const meta: Meta<typeof ApprovalSettingScreen> = {
  title: 'console/approval/ApprovalSettingScreen',
  component: ApprovalSettingScreen,
  parameters: { route: { path: ROUTES.approvalSetting } },
};
export default meta;
type Story = StoryObj<typeof ApprovalSettingScreen>;

/** The threshold as set (10,000), to change and save. */
export const BySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeApprovalApi()),
};

/** The API cannot be reached. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeApprovalApi({ replies: { [`GET ${API_PATHS.approvalSetting}`]: { network: true } } }),
  ),
};
