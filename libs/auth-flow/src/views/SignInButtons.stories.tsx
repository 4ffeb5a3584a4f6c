import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineSignInButton, ProviderSignInButton } from './SignInButtons';

const meta: Meta<typeof LineSignInButton> = {
  title: 'auth-flow/SignInButtons',
  component: LineSignInButton,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
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
