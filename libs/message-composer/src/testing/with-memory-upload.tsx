import type { Decorator } from '@storybook/react-vite';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';

/** A pretend upload taking 300 ms, so the spinner shows. */
const upload = createMemoryUploadFn({ delayMs: 300 });

/** Story decorator: the uploaders inside upload to memory. */
export const withMemoryUpload: Decorator = (Story) => (
  <UploadFnContext.Provider value={upload}>
    <Story />
  </UploadFnContext.Provider>
);
