import type { Meta, StoryObj } from '@storybook/react-vite';
import { REGIONS_OF_FOUR } from './chart-fixtures';
import { BarFigure } from './BarFigure';

const meta: Meta<typeof BarFigure> = {
  title: 'console/report/charts/BarFigure',
  component: BarFigure,
};
export default meta;
type Story = StoryObj<typeof BarFigure>;

/** Two counts of four regions, their numbers in a table for screen readers. */
export const Regions: Story = {
  args: { title: 'ตามเขตสุขภาพ', labelHead: 'เขตสุขภาพ', ...REGIONS_OF_FOUR },
};

/** The numbers are in a table on screen already: the chart adds none. */
export const BesideATable: Story = {
  args: { title: 'ตามเขตสุขภาพ', ...REGIONS_OF_FOUR },
};
