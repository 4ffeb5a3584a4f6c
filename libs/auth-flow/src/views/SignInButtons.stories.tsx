import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { LineSignInButton, ProviderSignInButton } from './SignInButtons';

const meta: Meta<typeof LineSignInButton> = {
  title: 'auth-flow/SignInButtons',
  component: LineSignInButton,
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 360 }}>
        <Story />
      </Stack>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof LineSignInButton>;

export const Line: Story = {};
export const LineLoading: Story = { args: { loading: true } };
export const Provider: Story = { render: (args) => <ProviderSignInButton {...args} /> };
export const ProviderLoading: Story = {
  args: { loading: true },
  render: (args) => <ProviderSignInButton {...args} />,
};
