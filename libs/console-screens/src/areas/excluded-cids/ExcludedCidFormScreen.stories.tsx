import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@hbc/contracts';
import { fakeCidApi } from './cid-fixtures';
import { asSuperAdmin } from './cid-story-decorators';
import { ExcludedCidFormScreen } from './ExcludedCidFormScreen';
import { IMPORT_TAB_QUERY } from './cid-form-tabs';

const meta: Meta<typeof ExcludedCidFormScreen> = {
  title: 'console/excluded-cids/ExcludedCidFormScreen',
  component: ExcludedCidFormScreen,
  parameters: { route: { path: ROUTES.excludeCidForm } },
  decorators: asSuperAdmin(fakeCidApi()),
};
export default meta;
type Story = StoryObj<typeof ExcludedCidFormScreen>;

/** One CID with its reason; a CID already listed is refused on its field. */
export const AddOne: Story = {};

/** Opened on the import tab ('นำเข้าจากไฟล์' of the list). */
export const ImportTab: Story = {
  parameters: { route: { entry: `${ROUTES.excludeCidForm}${IMPORT_TAB_QUERY}` } },
};
