import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VACCINE_LINK } from './tracking-url-fixtures';
import { TrackingQrDialog } from './TrackingQrDialog';

const meta: Meta<typeof TrackingQrDialog> = {
  title: 'console/tracking-url/TrackingQrDialog',
  component: TrackingQrDialog,
  args: { link: VACCINE_LINK, onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof TrackingQrDialog>;

/** The QR code of a link's short link, to download for a poster. */
export const ShortLinkQr: Story = {};
