import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCards, StatCardsSkeleton } from './StatCards';

const meta: Meta<typeof StatCards> = {
  title: 'console/report/StatCards',
  component: StatCards,
};
export default meta;
type Story = StoryObj<typeof StatCards>;

/** Four numbers, one with a note. */
export const Numbers: Story = {
  args: {
    stats: [
      { label: 'บรอดแคสต์', value: '12' },
      { label: 'ผู้รับ', value: '14,400' },
      { label: 'ส่งสำเร็จ', value: '13,980', note: 'จาก 14,400 คน' },
      { label: 'อัตราการคลิก', value: '8.25%' },
    ],
  },
};

/** While the numbers load. */
export const Loading: StoryObj<typeof StatCardsSkeleton> = {
  render: () => <StatCardsSkeleton count={4} />,
};
