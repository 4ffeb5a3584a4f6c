import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCodeBox } from './QrCodeBox';

/** A 1×1 white PNG: stands for the drawn code. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

const meta: Meta<typeof QrCodeBox> = {
  title: 'console/dialogs/QrCodeBox',
  component: QrCodeBox,
  args: {
    size: 200,
    texts: {
      alt: 'คิวอาร์โค้ดของลิงก์ ตรวจสุขภาพประจำปี',
      loading: 'กำลังสร้างคิวอาร์โค้ด',
      failed: 'สร้างคิวอาร์โค้ดไม่สำเร็จ',
    },
  },
};
export default meta;
type Story = StoryObj<typeof QrCodeBox>;

/** The code is drawn. */
export const Ready: Story = { args: { qr: { state: 'ready', src: PIXEL } } };

/** Still drawing it. */
export const Drawing: Story = { args: { qr: { state: 'loading' } } };

/** It could not be drawn. */
export const Failed: Story = { args: { qr: { state: 'failed' } } };
