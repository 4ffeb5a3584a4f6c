import type { Decorator } from '@storybook/react-vite';
import type { installFakeApi } from '@hbc/api-clients/testing';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { FakeApiScope } from '../areas/health-center/unit-detail-fixtures';

type Routes = Parameters<typeof installFakeApi>[0];

/**
 * The API answering `routes()` while the story is on screen. Give a function declared once (a
 * module constant): a new one each render would install the fake again.
 */
export const withFakeApi =
  (routes: () => Routes): Decorator =>
  (Story) => (
    <FakeApiScope routes={routes}>
      <Story />
    </FakeApiScope>
  );

/** Uploads stay in the browser (a blob: URL), taking 300 ms so the spinner shows. */
export const withMemoryUpload: Decorator = (Story) => (
  <UploadFnContext.Provider value={createMemoryUploadFn({ delayMs: 300 })}>
    <Story />
  </UploadFnContext.Provider>
);
