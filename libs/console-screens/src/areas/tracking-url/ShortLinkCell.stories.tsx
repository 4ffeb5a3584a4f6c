import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VACCINE_LINK } from './tracking-url-fixtures';
import { ShortLinkCell } from './ShortLinkCell';

const meta: Meta<typeof ShortLinkCell> = {
  title: 'console/tracking-url/ShortLinkCell',
  component: ShortLinkCell,
  args: { link: VACCINE_LINK, onCopy: fn(), onShowQr: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320, height: 52 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ShortLinkCell>;

/** A link's short link in its list cell, with its copy and QR code buttons. */
export const InCell: Story = {};
