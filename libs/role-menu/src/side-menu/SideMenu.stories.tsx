import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MemoryRouter, useLocation } from 'react-router';
import { SideMenu } from './SideMenu';

/** Shows where the menu sent the user, so stories and specs can see navigation happen. */
function CurrentScreen() {
  const { pathname } = useLocation();
  return <Typography variant="body2">หน้าปัจจุบัน: {pathname}</Typography>;
}

const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters['path'] as string | undefined) ?? '/']}>
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Paper sx={{ width: 260 }}>
        <Story />
      </Paper>
      <CurrentScreen />
    </Box>
  </MemoryRouter>
);

const meta: Meta<typeof SideMenu> = {
  title: 'role-menu/SideMenu',
  component: SideMenu,
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj<typeof SideMenu>;

export const SuperAdmin: Story = {
  args: { role: 'SUPER_ADMIN' },
  parameters: { path: '/health-center' },
};
export const SuperAdminOnReport: Story = {
  args: { role: 'SUPER_ADMIN' },
  parameters: { path: '/report' },
};
export const AdminLv1: Story = {
  args: { role: 'ADMIN_LV1' },
  parameters: { path: '/health-center/detail' },
};
/** Three broadcasts wait for the Admin LV1's approval: the count beside the queue's link. */
export const AdminLv1WithWaiting: Story = {
  args: { role: 'ADMIN_LV1', badges: { approvalsWaiting: 3 } },
  parameters: { path: '/broadcast/approval' },
};
export const AdminLv2: Story = { args: { role: 'ADMIN_LV2' }, parameters: { path: '/segment' } };
export const AdminLv3: Story = {
  args: { role: 'ADMIN_LV3' },
  parameters: { path: '/broadcast/form' },
};
export const UnknownRole: Story = { args: { role: 'GUEST' }, parameters: { path: '/' } };
