import type { Meta, StoryObj } from '@storybook/react-vite';
import { DONE_IMPORT, runningAt } from './citizen-import-fixtures';
import { CitizenImportProgress } from './CitizenImportProgress';

const meta: Meta<typeof CitizenImportProgress> = {
  title: 'console/citizens/CitizenImportProgress',
  component: CitizenImportProgress,
};
export default meta;
type Story = StoryObj<typeof CitizenImportProgress>;

/** 1,000 of the file's 2,500 rows done. */
export const Importing: Story = { args: { status: runningAt(DONE_IMPORT, 1_000) } };

/** The API has not counted the file's rows yet. */
export const Reading: Story = { args: { status: { ...runningAt(DONE_IMPORT, 0), totalRows: 0 } } };
