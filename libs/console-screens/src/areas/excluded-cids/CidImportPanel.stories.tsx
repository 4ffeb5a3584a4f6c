import type { Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, EXCLUDED_CID_MESSAGES, ROUTES } from '@hbc/contracts';
import { fakeCidApi, IMPORT_ID, NOTHING_VALID_PREVIEW, refusal } from './cid-fixtures';
import { asSuperAdmin } from './cid-story-decorators';
import { CidImportPanel } from './CidImportPanel';
import { IMPORT_TAB_QUERY } from './cid-form-tabs';

const meta: Meta<typeof CidImportPanel> = {
  title: 'console/excluded-cids/CidImportPanel',
  component: CidImportPanel,
  parameters: {
    route: { path: ROUTES.excludeCidForm, entry: `${ROUTES.excludeCidForm}${IMPORT_TAB_QUERY}` },
  },
};
export default meta;
type Story = StoryObj<typeof CidImportPanel>;

/** A file of ten rows previews as five to import and five that will not be. */
export const Default: Story = { decorators: asSuperAdmin(fakeCidApi()) };

/** Every row of the file is refused: nothing to confirm. */
export const NothingValid: Story = {
  decorators: asSuperAdmin(fakeCidApi({ preview: NOTHING_VALID_PREVIEW })),
};

/** The API cannot read the file: its Thai reason is said. */
export const FileRefused: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({
      replies: {
        [`POST ${API_PATHS.cidImport}`]: refusal(400, '', EXCLUDED_CID_MESSAGES.noCidColumn),
      },
    }),
  ),
};

/** The preview expired before it was confirmed: the file must be sent again. */
export const PreviewExpired: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({
      replies: {
        [`POST ${API_PATHS.cidImportById(IMPORT_ID)}`]: refusal(
          404,
          '',
          EXCLUDED_CID_MESSAGES.importGone,
        ),
      },
    }),
  ),
};

/** The API is not reached when confirming: the preview stays, to try again. */
export const ConfirmUnreachable: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({
      replies: { [`POST ${API_PATHS.cidImportById(IMPORT_ID)}`]: { network: true } },
    }),
  ),
};

/** The API never answers the upload: the progress stays on screen. */
export const Uploading: Story = {
  decorators: asSuperAdmin(
    fakeCidApi({
      replies: { [`POST ${API_PATHS.cidImport}`]: () => new Promise(() => undefined) },
    }),
  ),
};
