import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta: Meta<typeof Spinner> = {
  title: 'ui/Spinner',
  component: Spinner,
};
export default meta;
type Story = StoryObj<typeof Spinner>;

export const Default: Story = { args: { 'aria-hidden': true } };
export const WhiteOnGreen: Story = {
  args: { size: 20, color: '#ffffff', 'aria-labelledby': 'waiting-button' },
  render: (args) => (
    <button
      id="waiting-button"
      type="button"
      disabled
      style={{ background: '#177c43', color: '#fff', padding: 8 }}
    >
      <Spinner {...args} /> กำลังเปิด
    </button>
  ),
};
