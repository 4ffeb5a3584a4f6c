import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgress } from './UploadProgress';

const meta: Meta<typeof UploadProgress> = {
  title: 'upload-widgets/parts/UploadProgress',
  component: UploadProgress,
  args: { progress: null },
};
export default meta;
type Story = StoryObj<typeof UploadProgress>;

export const Checking: Story = { args: { checking: true } };
export const UploadingUnknownProgress: Story = {};
export const UploadingHalfway: Story = { args: { progress: 0.5 } };
