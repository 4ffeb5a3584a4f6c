import type { Meta, StoryObj } from '@storybook/react-vite';
import { breakdownOf } from './segment-fixtures';
import { SegmentBreakdownCharts } from './SegmentBreakdownCharts';

const meta: Meta<typeof SegmentBreakdownCharts> = {
  title: 'console/segment/SegmentBreakdownCharts',
  component: SegmentBreakdownCharts,
};
export default meta;
type Story = StoryObj<typeof SegmentBreakdownCharts>;

/** 6,365 citizens by age band, sex and province. */
export const Default: Story = { args: { breakdown: breakdownOf(6_365) } };

/** More than ten provinces: the ten with the most citizens are drawn. */
export const ManyProvinces: Story = {
  args: {
    breakdown: {
      ...breakdownOf(1_200),
      provinces: Array.from({ length: 12 }, (_, i) => ({
        provinceId: 10 + i,
        provinceName: `จังหวัดที่ ${i + 1}`,
        count: 120 - i * 5,
      })),
    },
  },
};

/** Nobody matches: every chart is empty. */
export const Nobody: Story = { args: { breakdown: breakdownOf(0) } };
