import type { Meta, StoryObj } from '@storybook/react-vite';
import { CidImportProgress } from './CidImportProgress';

const meta: Meta<typeof CidImportProgress> = {
  title: 'console/excluded-cids/CidImportProgress',
  component: CidImportProgress,
};
export default meta;
type Story = StoryObj<typeof CidImportProgress>;

/** The file is being sent: 40% of it so far. */
export const Uploading: Story = { args: { stage: 'uploading', progress: 0.4 } };

/** The whole file arrived; the API reads its rows. */
export const Checking: Story = { args: { stage: 'checking' } };

/** The preview was confirmed; the API imports its rows, all or none. */
export const Confirming: Story = { args: { stage: 'confirming' } };
