import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import type { UserProfile } from '@hbc/contracts';
import { firstPathForRole } from '@hbc/role-menu';
import { EmptyState, PageScaffold } from '@hbc/ui';
import { ConsoleLayoutView } from './ConsoleLayoutView';
import { PROFILES } from '@hbc/console-screens/testing';

/** Opens the layout on the first screen of the profile's menu. */
const withRouter: Decorator = (Story, { args }) => {
  const profile = args['profile'] as UserProfile | undefined;
  return (
    <MemoryRouter initialEntries={[firstPathForRole(profile?.role ?? '') ?? '/']}>
      <Story />
    </MemoryRouter>
  );
};

const meta: Meta<typeof ConsoleLayoutView> = {
  title: 'console/ConsoleLayout',
  component: ConsoleLayoutView,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    onSignOut: () => undefined,
    children: (
      <PageScaffold title="ตัวอย่างหน้าจอ">
        <EmptyState title="อยู่ระหว่างพัฒนา" description="หน้านี้จะเปิดให้ใช้งานเร็ว ๆ นี้" />
      </PageScaffold>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof ConsoleLayoutView>;

export const SuperAdmin: Story = { args: { profile: PROFILES.SUPER_ADMIN } };
export const AdminLv1: Story = { args: { profile: PROFILES.ADMIN_LV1 } };
export const AdminLv2: Story = { args: { profile: PROFILES.ADMIN_LV2 } };
export const AdminLv3FirstSignIn: Story = { args: { profile: PROFILES.ADMIN_LV3 } };
