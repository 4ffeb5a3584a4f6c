import type { Meta, StoryObj } from '@storybook/react-vite';
import { createVideoMessage } from '@hbc/message-model';
import { sampleVideo } from '@hbc/message-model/fixtures';
import { VideoPreview } from './VideoPreview';

const meta: Meta<typeof VideoPreview> = {
  title: 'message-composer/editors/Video/Preview',
  component: VideoPreview,
  decorators: [
    (Story) => (
      <div style={{ background: '#8cabd9', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof VideoPreview>;

export const WithCover: Story = { args: { value: sampleVideo() } };
export const NoCover: Story = { args: { value: createVideoMessage() } };
