import type { Decorator } from '@storybook/react-vite';
import { writeProfile } from '@hbc/api-clients';
import type { UserProfile } from '@hbc/contracts';
import { ExportDownloadContext, type DownloadExportFn } from '@hbc/data-screens';
import { createMemoryExport, withStoryRouter } from '@hbc/data-screens/testing';
import { FakeApiScope } from '../areas/health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../areas/users/user-fixtures';

/** The exports the stories asked for, oldest first: the path and body each would send the API. */
export const exportRequests: { path: string; body: object }[] = [];

const memoryExport = createMemoryExport({ fileName: 'ผู้ใช้งาน.xlsx', totalRows: 26 });

/** An export that never leaves the browser: the file the API would stream, in three steps. */
const recordedExport: DownloadExportFn = (path, body, onProgress, signal) => {
  exportRequests.push({ path, body });
  return memoryExport(path, body, onProgress, signal);
};

/**
 * Signed in as `profile`, the API answering `routes()` (made afresh for each showing) and
 * exports downloaded from memory.
 */
const signedInWith =
  (profile: UserProfile, routes: () => FakeRoutes): Decorator =>
  (Story) => {
    writeProfile(profile);
    return (
      <FakeApiScope routes={routes}>
        <ExportDownloadContext.Provider value={recordedExport}>
          <Story />
        </ExportDownloadContext.Provider>
      </FakeApiScope>
    );
  };

/**
 * A story's decorators: signed in as `profile` with the API of `routes()`, around the story's
 * data router (at `parameters.route`), so that the API stays when the screen navigates away.
 */
export const signedIn = (profile: UserProfile, routes: () => FakeRoutes): Decorator[] => [
  withStoryRouter,
  signedInWith(profile, routes),
];
