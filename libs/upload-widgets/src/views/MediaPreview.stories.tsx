import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaPreview } from './MediaPreview';
import { SAMPLE_URLS } from '../testing/sample-urls';

const meta: Meta<typeof MediaPreview> = {
  title: 'upload-widgets/parts/MediaPreview',
  component: MediaPreview,
  args: { media: 'image', src: SAMPLE_URLS.wideImage, name: 'รูปภาพปก' },
};
export default meta;
type Story = StoryObj<typeof MediaPreview>;

export const Image: Story = {};
export const SquareImage: Story = { args: { src: SAMPLE_URLS.squareImage, square: true } };
export const Video: Story = { args: { media: 'video', src: SAMPLE_URLS.video, name: 'วิดีโอ' } };
