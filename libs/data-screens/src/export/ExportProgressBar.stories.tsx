import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExportProgressBar } from './ExportProgressBar';

const meta: Meta<typeof ExportProgressBar> = {
  title: 'data-screens/ExportProgressBar',
  component: ExportProgressBar,
  args: { format: 'xlsx', onCancel: fn() },
};
export default meta;
type Story = StoryObj<typeof ExportProgressBar>;

/** A streamed file: no size, so the bar moves without an end; the rows are known from the header. */
export const Streamed: Story = {
  args: { progress: { loadedBytes: 3_500_000, totalRows: 100_000 } },
};

/** The size is known: the bar fills. */
export const Sized: Story = {
  args: { format: 'csv', progress: { loadedBytes: 512, totalBytes: 2_048 } },
};

export const Starting: Story = { args: { progress: { loadedBytes: 0 } } };
