import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomPreview } from './CustomPreview';

const meta: Meta<typeof CustomPreview> = {
  title: 'message-composer/editors/Json/Preview',
  component: CustomPreview,
  decorators: [
    (Story) => (
      <div style={{ background: '#8cabd9', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CustomPreview>;

export const Sticker: Story = {
  args: { value: '{ "type": "sticker", "packageId": "446", "stickerId": "1988" }' },
};
