import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LazyListFilterBar } from './LazyListFilterBar';
import { LOG_FILTERS, UNIT_FILTERS } from './ListFilterBar.stories';

const meta: Meta<typeof LazyListFilterBar> = {
  title: 'data-screens/LazyListFilterBar',
  component: LazyListFilterBar,
  args: { filters: UNIT_FILTERS, values: {}, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof LazyListFilterBar>;

/** A unit list's filters: two selects and a searchable province. */
export const UnitFilters: Story = {};

/** A log's filters: a range of days and a text with suggestions. */
export const LogFilters: Story = { args: { filters: LOG_FILTERS } };

/** A list without filters shows nothing and loads no filter code. */
export const NoFilters: Story = { args: { filters: [] } };
