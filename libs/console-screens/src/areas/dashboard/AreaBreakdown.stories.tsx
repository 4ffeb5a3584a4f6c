import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AreaBreakdown } from './AreaBreakdown';
import { provinceAreasOf, REGION_AREAS } from './dashboard-fixtures';

const meta: Meta<typeof AreaBreakdown> = {
  title: 'console/dashboard/AreaBreakdown',
  component: AreaBreakdown,
};
export default meta;
type Story = StoryObj<typeof AreaBreakdown>;

/** The 13 health regions, each offered to be broken down into its provinces; region 7 chosen. */
export const Regions: Story = {
  args: {
    title: 'ตามเขตสุขภาพ',
    areaHead: 'เขตสุขภาพ',
    rows: REGION_AREAS,
    onChoose: fn(),
    chosenId: 7,
  },
};

/** The provinces of region 7. */
export const ProvincesOfRegion7: Story = {
  args: { title: 'ตามจังหวัด', areaHead: 'จังหวัด', rows: provinceAreasOf(7) },
};
