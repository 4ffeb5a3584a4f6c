import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { API_PATHS, CITIZEN_IMPORT_MESSAGES } from '@hbc/contracts';
import { refusal } from '../excluded-cids/cid-fixtures';
import { never } from '../health-center/health-center-fixtures';
import { withFakeApi } from '../../testing/story-decorators';
import {
  FAILED_IMPORT,
  fakeCitizenImportApi,
  IMPORT_ID,
  REIMPORT_DONE,
} from './citizen-import-fixtures';
import { CitizenImportDialog } from './CitizenImportDialog';

const meta: Meta<typeof CitizenImportDialog> = {
  title: 'console/citizens/CitizenImportDialog',
  component: CitizenImportDialog,
  args: { onClose: fn(), onImported: fn() },
};
export default meta;
type Story = StoryObj<typeof CitizenImportDialog>;

const imports = fakeCitizenImportApi();

/** A file of 2,500 rows, 1,000 more done each second: 2,310 added, 125 updated, 20 refused. */
export const Default: Story = { decorators: [withFakeApi(imports)] };

const reimport = fakeCitizenImportApi({ final: REIMPORT_DONE });

/** The same file again: every row as stored, nothing changes. */
export const Reimport: Story = { decorators: [withFakeApi(reimport)] };

const failing = fakeCitizenImportApi({ final: FAILED_IMPORT });

/** The import breaks off after 1,000 rows: the API's reason is said. */
export const Failing: Story = { decorators: [withFakeApi(failing)] };

const refused = fakeCitizenImportApi({
  replies: {
    [`POST ${API_PATHS.citizenImportFile}`]: refusal(
      400,
      '/base64',
      CITIZEN_IMPORT_MESSAGES.missingColumns('เลขประจำตัวประชาชน'),
    ),
  },
});

/** The API refuses the file (no CID column): its Thai reason is said. */
export const FileRefused: Story = { decorators: [withFakeApi(refused)] };

const uploading = fakeCitizenImportApi({
  replies: { [`POST ${API_PATHS.citizenImportFile}`]: never },
});

/** The API never answers the upload: the progress stays on screen. */
export const Uploading: Story = { decorators: [withFakeApi(uploading)] };

const gone = fakeCitizenImportApi({
  replies: {
    [`GET ${API_PATHS.citizenImportFileById(IMPORT_ID)}`]: refusal(
      404,
      '',
      CITIZEN_IMPORT_MESSAGES.importGone,
    ),
  },
});

/** The import is no longer known to the API (its server restarted, say). */
export const ImportGone: Story = { decorators: [withFakeApi(gone)] };

const unreachable = fakeCitizenImportApi({ unreachablePolls: 2 });

/** The network drops for two polls, then comes back. */
export const PollsUnreachable: Story = { decorators: [withFakeApi(unreachable)] };
