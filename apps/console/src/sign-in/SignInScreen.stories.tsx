import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from '@hbc/ui';
import { SignInScreen } from './SignInScreen';

const meta: Meta<typeof SignInScreen> = {
  title: 'console/SignInScreen',
  component: SignInScreen,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof SignInScreen>;

export const Placeholder: Story = {
  args: {
    title: 'เข้าสู่ระบบด้วย Provider ID',
    children: <EmptyState title="อยู่ระหว่างพัฒนา" description="ขั้นตอนนี้จะเปิดให้ใช้งานเร็ว ๆ นี้" />,
  },
};
