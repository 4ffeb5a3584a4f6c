import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DONE_IMPORT,
  FAILED_IMPORT,
  MANY_PROBLEMS_IMPORT,
  REIMPORT_DONE,
} from './citizen-import-fixtures';
import { CitizenImportSummary } from './CitizenImportSummary';

const meta: Meta<typeof CitizenImportSummary> = {
  title: 'console/citizens/CitizenImportSummary',
  component: CitizenImportSummary,
  args: { status: DONE_IMPORT },
};
export default meta;
type Story = StoryObj<typeof CitizenImportSummary>;

/** 2,500 rows: most added, some updated or as stored, 20 refused with why. */
export const Done: Story = {};

/** The same file imported again: nothing changed, nothing refused. */
export const Reimported: Story = { args: { status: REIMPORT_DONE } };

/** 1,500 rows refused: the first 1,000 are listed, and the screen says so. */
export const ManyProblems: Story = { args: { status: MANY_PROBLEMS_IMPORT } };

/** The import broke off after 1,000 rows: the API's reason and what was done before. */
export const Failed: Story = { args: { status: FAILED_IMPORT } };

/** The import failed before any row was read. */
export const FailedAtOnce: Story = {
  args: {
    status: {
      ...FAILED_IMPORT,
      processedRows: 0,
      received: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      problems: [],
    },
  },
};
