import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilePickButton } from './FilePickButton';

const meta: Meta<typeof FilePickButton> = {
  title: 'upload-widgets/parts/FilePickButton',
  component: FilePickButton,
  args: { text: 'อัพโหลดรูปภาพ', accept: 'image/png,image/jpeg', onFile: fn() },
};
export default meta;
type Story = StoryObj<typeof FilePickButton>;

export const Contained: Story = {};
export const Outlined: Story = { args: { text: 'เปลี่ยนไฟล์', variant: 'outlined' } };
