import type { Meta, StoryObj } from '@storybook/react-vite';
import { SvgPathIcon } from './SvgPathIcon';

const meta: Meta<typeof SvgPathIcon> = {
  title: 'ui/SvgPathIcon',
  component: SvgPathIcon,
};
export default meta;
type Story = StoryObj<typeof SvgPathIcon>;

/** Material Icons' 'Home' (Apache License 2.0), in green text. */
export const Home: Story = {
  args: { path: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z', size: 32 },
  render: (args) => (
    <span style={{ color: '#177c43' }}>
      <SvgPathIcon {...args} />
    </span>
  ),
};
