import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, NO_SEND_POLICY, ROUTES, SEND_POLICY_MESSAGES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { refused } from '../health-center/health-center-fixtures';
import { fakeSendPolicyApi } from './send-policy-fixtures';
import { SendPolicyScreen } from './SendPolicyScreen';

const meta: Meta<typeof SendPolicyScreen> = {
  title: 'console/approval/SendPolicyScreen',
  component: SendPolicyScreen,
  parameters: { route: { path: ROUTES.sendPolicy } },
};
export default meta;
type Story = StoryObj<typeof SendPolicyScreen>;

/** 08:00–20:00 and at most 3 broadcasts in 7 days, to change and save. */
export const BySuperAdmin: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeSendPolicyApi()),
};

/** Neither a window nor a cap yet: both switched off. */
export const NoPolicyYet: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeSendPolicyApi({ policy: NO_SEND_POLICY })),
};

/** A window across midnight, 20:00–06:00, without a cap. */
export const AcrossMidnight: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeSendPolicyApi({
      policy: { sendWindow: { start: '20:00', end: '06:00' }, frequencyCap: null },
    }),
  ),
};

/** The API refuses the cap's days: its words show under the field. */
export const RefusedByApi: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeSendPolicyApi({
      replies: {
        [`PUT ${API_PATHS.sendPolicy}`]: refused(400, [
          { path: '/frequencyCap/days', message: SEND_POLICY_MESSAGES.daysTooLarge },
        ]),
      },
    }),
  ),
};

/** The save does not go through. */
export const SaveFails: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeSendPolicyApi({
      replies: { [`PUT ${API_PATHS.sendPolicy}`]: { status: 500, data: { message: 'ERROR' } } },
    }),
  ),
};

/** The API cannot be reached. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.SUPER_ADMIN,
    fakeSendPolicyApi({ replies: { [`GET ${API_PATHS.sendPolicy}`]: { network: true } } }),
  ),
};
