import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { NotFoundScreen, RouteErrorScreen, StatusScreen } from './StatusScreen';

const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

const meta: Meta<typeof StatusScreen> = {
  title: 'console/StatusScreen',
  component: StatusScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof StatusScreen>;

export const NotFound: Story = { render: () => <NotFoundScreen /> };
export const RouteError: Story = { render: () => <RouteErrorScreen /> };
