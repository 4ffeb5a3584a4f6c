import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { UNITS } from '../health-center/unit-detail-fixtures';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTesterApi } from './tester-fixtures';
import { TesterFormScreen } from './TesterFormScreen';

const meta: Meta<typeof TesterFormScreen> = {
  title: 'console/tester/TesterFormScreen',
  component: TesterFormScreen,
  parameters: { route: { path: ROUTES.testerForm } },
};
export default meta;
type Story = StoryObj<typeof TesterFormScreen>;

const byCode = { route: { path: ROUTES.testerForm, entry: `${ROUTES.testerForm}?tab=code` } };

/** An Admin LV1 adds a tester by CID: a name and the CID of someone who follows the account. */
export const ByCid: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi()),
};

/** By a one-time code the tester sends in a chat: they send it at the second question. */
export const ByCode: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi({ codeStates: ['WAITING', 'USED'] })),
  parameters: byCode,
};

/** The code waits for its tester (never sent in this story): the code, what to do, time left. */
export const CodeWaiting: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi({ codeStates: ['WAITING'] })),
  parameters: byCode,
};

/** The code expired before the tester sent it: a new one may be made. */
export const CodeExpired: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV1, fakeTesterApi({ codeStates: ['EXPIRED', 'WAITING'] })),
  parameters: byCode,
};

/** Super Admin adds to the unit the list chose. */
export const SuperAdminWithUnit: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTesterApi()),
  parameters: {
    route: { path: ROUTES.testerForm, entry: `${ROUTES.testerForm}?unit=${UNITS.banNongBua.id}` },
  },
};

/** Super Admin without a unit: back to the list to choose one. */
export const SuperAdminWithoutUnit: Story = {
  decorators: signedIn(PROFILES.SUPER_ADMIN, fakeTesterApi()),
};
