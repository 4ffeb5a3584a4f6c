import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { NoPermissionScreen } from './NoPermissionScreen';

function CurrentScreen() {
  return <Typography variant="caption">หน้าปัจจุบัน: {useLocation().pathname}</Typography>;
}

/** At a refused address (/dashboard); any other address shows where the link led. */
const atRefusedAddress: Decorator = (Story) => (
  <MemoryRouter initialEntries={[ROUTES.dashboard]}>
    <Routes>
      <Route path={ROUTES.dashboard} element={<Story />} />
      <Route path="*" element={<CurrentScreen />} />
    </Routes>
  </MemoryRouter>
);

const meta: Meta<typeof NoPermissionScreen> = {
  title: 'console/NoPermissionScreen',
  component: NoPermissionScreen,
  decorators: [atRefusedAddress],
};
export default meta;
type Story = StoryObj<typeof NoPermissionScreen>;

export const AdminLv2: Story = { args: { home: ROUTES.healthCenterDetail } };
export const WithoutMenu: Story = { args: { home: null } };
