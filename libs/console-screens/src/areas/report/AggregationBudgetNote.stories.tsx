import type { Meta, StoryObj } from '@storybook/react-vite';
import { AggregationBudgetNote } from './AggregationBudgetNote';

const meta: Meta<typeof AggregationBudgetNote> = { component: AggregationBudgetNote };
export default meta;
type Story = StoryObj<typeof AggregationBudgetNote>;

const BUDGET = {
  month: '202511',
  limit: 1000,
  used: 312,
  broadcastUnits: 40,
  healthUnitUnits: 272,
  withoutUnit: 0,
  lineCount: 310,
  spent: false,
};

/** A month with names left. */
export const NamesLeft: Story = { args: { budget: BUDGET } };

/** Every name of the month used: broadcasts still go, without LINE figures. */
export const Spent: Story = {
  args: {
    budget: {
      ...BUDGET,
      used: 1000,
      broadcastUnits: 800,
      healthUnitUnits: 200,
      withoutUnit: 14,
      spent: true,
    },
  },
};
