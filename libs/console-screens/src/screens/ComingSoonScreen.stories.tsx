import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ComingSoonScreen } from './ComingSoonScreen';

function CurrentScreen() {
  return <Typography variant="caption">หน้าปัจจุบัน: {useLocation().pathname}</Typography>;
}

/** Renders the screen at its own path; any other path shows where a breadcrumb led. */
const withRouter: Decorator = (Story, { args }) => {
  const path = String(args['path'] ?? '/');
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<CurrentScreen />} />
      </Routes>
    </MemoryRouter>
  );
};

const meta: Meta<typeof ComingSoonScreen> = {
  title: 'console/ComingSoonScreen',
  component: ComingSoonScreen,
  decorators: [withRouter],
};
export default meta;
type Story = StoryObj<typeof ComingSoonScreen>;

export const Dashboard: Story = { args: { path: '/dashboard' } };
export const UnitForm: Story = { args: { path: '/health-center/unit/form' } };
