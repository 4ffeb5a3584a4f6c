import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangePickers, type DateRangePickersProps } from './DateRangePickers';

/** Keeps the chosen range, as a list's URL would. */
function StatefulRange(props: DateRangePickersProps) {
  const [range, setRange] = useState({ from: props.from, to: props.to });
  return (
    <DateRangePickers
      {...props}
      {...range}
      onChange={(next) => {
        setRange(next);
        props.onChange(next);
      }}
    />
  );
}

const meta: Meta<typeof DateRangePickers> = {
  title: 'data-screens/DateRangePickers',
  component: DateRangePickers,
  render: (args) => <StatefulRange {...args} />,
  args: {
    from: null,
    to: null,
    fromLabel: 'ตั้งแต่วันที่',
    toLabel: 'ถึงวันที่',
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof DateRangePickers>;

export const Open: Story = {};

/** 10–23 November 2026, shown as 10/11/2569 – 23/11/2569. */
export const November: Story = { args: { from: '2026-11-10', to: '2026-11-23' } };
