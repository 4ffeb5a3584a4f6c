import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProviderLoginScreen } from './ProviderLoginScreen';

const meta: Meta<typeof ProviderLoginScreen> = {
  title: 'console/ProviderLoginScreen',
  component: ProviderLoginScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ProviderLoginScreen>;

export const Default: Story = {};
export const Starting: Story = { args: { loading: true } };
