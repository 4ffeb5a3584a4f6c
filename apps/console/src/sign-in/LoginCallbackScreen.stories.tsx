import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginCallbackScreen } from './LoginCallbackScreen';

const meta: Meta<typeof LoginCallbackScreen> = {
  title: 'console/LoginCallbackScreen',
  component: LoginCallbackScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof LoginCallbackScreen>;

export const Leaving: Story = {};
export const NoMenu: Story = { args: { variant: 'no-menu' } };
