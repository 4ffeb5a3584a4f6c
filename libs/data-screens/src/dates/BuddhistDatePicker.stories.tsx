import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BuddhistDatePicker, type BuddhistDatePickerProps } from './BuddhistDatePicker';

/** Keeps the chosen day, as a screen would. */
function StatefulPicker(props: BuddhistDatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BuddhistDatePicker
      {...props}
      value={value}
      onChange={(day) => {
        setValue(day);
        props.onChange(day);
      }}
    />
  );
}

const meta: Meta<typeof BuddhistDatePicker> = {
  title: 'data-screens/BuddhistDatePicker',
  component: BuddhistDatePicker,
  render: (args) => <StatefulPicker {...args} />,
  args: { label: 'วันที่', value: null, onChange: fn(), width: 220 },
};
export default meta;
type Story = StoryObj<typeof BuddhistDatePicker>;

export const Empty: Story = {};

/** 23 November 2026: shown as 23/11/2569. */
export const Chosen: Story = { args: { value: '2026-11-23' } };

/** Days before 10/11/2569 cannot be chosen, and a typed one says why. */
export const FromAMinimum: Story = {
  args: {
    value: '2026-11-23',
    minDate: '2026-11-10',
    outOfRangeText: 'ต้องไม่ก่อนวันที่ 10/11/2569',
  },
};

/** A day that must be chosen: left empty, the field says so. */
export const Required: Story = { args: { emptyText: 'กรุณาเลือกวันที่' } };
