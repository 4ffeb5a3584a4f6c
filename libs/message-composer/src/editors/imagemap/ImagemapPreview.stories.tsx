import type { Meta, StoryObj } from '@storybook/react-vite';
import { createImagemapMessage } from '@hbc/message-model';
import { sampleImagemap } from '@hbc/message-model/fixtures';
import { ImagemapPreview } from './ImagemapPreview';

const meta: Meta<typeof ImagemapPreview> = {
  title: 'message-composer/editors/Rich message/Preview',
  component: ImagemapPreview,
  decorators: [
    (Story) => (
      <div style={{ background: '#8cabd9', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ImagemapPreview>;

export const FourAreas: Story = { args: { value: sampleImagemap(4) } };
export const NoImage: Story = { args: { value: createImagemapMessage() } };
/** The image reads as the message's notification text; a blank one as the format's name. */
export const OwnAltText: Story = {
  args: { value: { ...sampleImagemap(1), altText: 'เชิญฉีดวัคซีน' } },
};
export const BlankAltText: Story = { args: { value: { ...sampleImagemap(1), altText: '' } } };
