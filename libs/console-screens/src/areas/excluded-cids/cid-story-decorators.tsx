import type { Decorator } from '@storybook/react-vite';
import { ExportDownloadContext, type DownloadExportFn } from '@hbc/data-screens';
import { createMemoryExport } from '@hbc/data-screens/testing';
import { PROFILES } from '../../testing/profile-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';
import { signedIn } from '../../testing/user-story-decorators';

/** The exports the stories asked for, oldest first: the path and body each would send the API. */
export const cidExportRequests: { path: string; body: object }[] = [];

const memoryExport = createMemoryExport({ fileName: 'จำกัดการส่ง CID.xlsx', totalRows: 23 });

/** An export that never leaves the browser, recorded. */
const recordedExport: DownloadExportFn = (path, body, onProgress, signal) => {
  cidExportRequests.push({ path, body });
  return memoryExport(path, body, onProgress, signal);
};

const withRecordedExport: Decorator = (Story) => (
  <ExportDownloadContext.Provider value={recordedExport}>
    <Story />
  </ExportDownloadContext.Provider>
);

/**
 * A story's decorators: signed in as Super Admin (the only role the excluded-CID screens open
 * for), the API answering `routes()`, in a data router at `parameters.route`, exports recorded.
 */
export const asSuperAdmin = (routes: () => FakeRoutes): Decorator[] => [
  withRecordedExport,
  ...signedIn(PROFILES.SUPER_ADMIN, routes),
];
