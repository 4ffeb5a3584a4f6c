import type { Meta, StoryObj } from '@storybook/react-vite';
import { WEEK_OF_CLICKS } from './chart-fixtures';
import { TrendFigure } from './TrendFigure';

const meta: Meta<typeof TrendFigure> = {
  title: 'console/report/charts/TrendFigure',
  component: TrendFigure,
};
export default meta;
type Story = StoryObj<typeof TrendFigure>;

/** A week of clicks and unique clicks. */
export const ClicksOfAWeek: Story = {
  args: { title: 'คลิกรายวัน', labelHead: 'วันที่', ...WEEK_OF_CLICKS },
};

/** One line: no legend. */
export const OneLine: Story = {
  args: {
    title: 'ผู้ติดตาม',
    labelHead: 'วันที่',
    labels: WEEK_OF_CLICKS.labels,
    series: [{ label: 'ผู้ติดตาม', values: [10_200, 10_240, 10_251, 10_300, 10_288, 10_310, 10_402] }],
  },
};
