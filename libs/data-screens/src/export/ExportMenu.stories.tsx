import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EXPORT_FORMATS } from './export-formats';
import { ExportMenu } from './ExportMenu';

const meta: Meta<typeof ExportMenu> = {
  title: 'data-screens/ExportMenu',
  component: ExportMenu,
  args: { formats: EXPORT_FORMATS, onExport: fn() },
};
export default meta;
type Story = StoryObj<typeof ExportMenu>;

export const Ready: Story = {};
export const CsvOnly: Story = { args: { formats: ['csv'] } };
export const Busy: Story = { args: { busy: true } };
