import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichImageSampleGuide } from './RichImageSampleGuide';

const meta: Meta<typeof RichImageSampleGuide> = {
  title: 'upload-widgets/parts/RichImageSampleGuide',
  component: RichImageSampleGuide,
};
export default meta;
type Story = StoryObj<typeof RichImageSampleGuide>;

export const Guide: Story = {};
