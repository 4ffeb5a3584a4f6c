import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignInSteps } from './SignInSteps';

const meta: Meta<typeof SignInSteps> = {
  title: 'console/SignInSteps',
  component: SignInSteps,
};
export default meta;
type Story = StoryObj<typeof SignInSteps>;

export const Line: Story = { args: { active: 1 } };
export const Provider: Story = { args: { active: 2 } };
