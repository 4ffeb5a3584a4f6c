import type { Meta, StoryObj } from '@storybook/react-vite';
import { LARGE_PREVIEW, MIXED_PREVIEW, NOTHING_VALID_PREVIEW, previewOf } from './cid-fixtures';
import { CidImportSummary } from './CidImportSummary';

const meta: Meta<typeof CidImportSummary> = {
  title: 'console/excluded-cids/CidImportSummary',
  component: CidImportSummary,
  args: { preview: MIXED_PREVIEW },
};
export default meta;
type Story = StoryObj<typeof CidImportSummary>;

/** Ten rows: five to import, three that are no CID, a repeat and one already excluded. */
export const Mixed: Story = {};

/** Nothing to import. */
export const NothingValid: Story = { args: { preview: NOTHING_VALID_PREVIEW } };

/** Every row can be imported: the valid rows show first. */
export const AllValid: Story = {
  args: { preview: previewOf(MIXED_PREVIEW.valid, 'รายชื่อครบถ้วน.csv') },
};

/** 2,700 rows: only the first 1,000 of each kind are listed, and the screen says so. */
export const Large: Story = { args: { preview: LARGE_PREVIEW } };
