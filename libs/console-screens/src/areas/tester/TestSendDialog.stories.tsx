import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, ROUTES } from '@hbc/contracts';
import { fn } from 'storybook/test';
import { PROFILES } from '../../testing/profile-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeTesterApi } from './tester-fixtures';
import { TestSendDialog } from './TestSendDialog';

const meta: Meta<typeof TestSendDialog> = {
  title: 'console/tester/TestSendDialog',
  component: TestSendDialog,
  args: { open: true, busy: false, onConfirm: fn(), onCancel: fn() },
  parameters: { route: { path: ROUTES.broadcastForm } },
};
export default meta;
type Story = StoryObj<typeof TestSendDialog>;

/** An Admin LV3's unit has testers: they choose among them, their own account chosen at first. */
export const WithTesters: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTesterApi()),
};

/** The unit has no tester yet: who adds them, and the own account still offered. */
export const NoTesters: Story = {
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTesterApi({ testers: [] })),
};

/** Eleven testers: at most ten may be chosen for one send. */
export const ManyTesters: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTesterApi({
      testers: Array.from({ length: 11 }, (_, i) => ({
        id: i + 1,
        unitId: 4,
        name: `ผู้ทดสอบคนที่ ${String(i + 1).padStart(2, '0')}`,
        lineUserIdMasked: `U4af4…${String(i + 1).padStart(4, '0')}`,
        addedVia: 'CODE' as const,
        following: true,
        createdAt: '2026-11-20T02:05:00.000Z',
      })),
    }),
  ),
};

/** The test send is on its way: nothing can be pressed. */
export const Sending: Story = {
  args: { busy: true },
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeTesterApi()),
};

/** The testers could not be read: the own account is still offered. */
export const LoadFails: Story = {
  decorators: signedIn(
    PROFILES.ADMIN_LV3,
    fakeTesterApi({ replies: { [`POST ${API_PATHS.testerList}`]: { network: true } } }),
  ),
};
