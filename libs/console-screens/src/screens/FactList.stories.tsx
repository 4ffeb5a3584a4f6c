import type { Meta, StoryObj } from '@storybook/react-vite';
import { FactList } from './FactList';

const meta: Meta<typeof FactList> = {
  title: 'console/FactList',
  component: FactList,
};
export default meta;
type Story = StoryObj<typeof FactList>;

export const BroadcastFacts: Story = {
  args: {
    facts: [
      ['หน่วยบริการ', 'โรงพยาบาลศูนย์สาธิต'],
      ['เริ่มส่ง', '24/11/2569 16:01'],
      ['ส่งเสร็จ', '-'],
    ],
  },
};
