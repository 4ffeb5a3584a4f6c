import type { Meta, StoryObj } from '@storybook/react-vite';
import { LineLoginScreen } from './LineLoginScreen';

const meta: Meta<typeof LineLoginScreen> = {
  title: 'console/LineLoginScreen',
  component: LineLoginScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof LineLoginScreen>;

export const Default: Story = {};
export const Starting: Story = { args: { loading: true } };
export const Invited: Story = { args: { invited: true, loading: true } };
