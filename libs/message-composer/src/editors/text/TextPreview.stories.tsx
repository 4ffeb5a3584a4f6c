import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleText } from '@hbc/message-model/fixtures';
import { TextPreview } from './TextPreview';

const meta: Meta<typeof TextPreview> = {
  title: 'message-composer/editors/Text/Preview',
  component: TextPreview,
  decorators: [
    (Story) => (
      <div style={{ background: '#8cabd9', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof TextPreview>;

export const MultiLine: Story = { args: { value: sampleText() } };
export const Long: Story = { args: { value: { type: 'text', text: 'ข้อความยาว '.repeat(40) } } };
