import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { OnDemandMessageComposer, type LoadComposerDialog } from './OnDemandMessageComposer';

/** Uploads stay in the browser (a blob: URL). */
const withMemoryUpload: Decorator = (Story) => (
  <UploadFnContext.Provider value={createMemoryUploadFn({ delayMs: 300 })}>
    <Story />
  </UploadFnContext.Provider>
);

const loadDialog: LoadComposerDialog = () => import('./OpenedMessageComposer');

/** The overlay's code arriving a second after it is asked for, as over a slow connection. */
const slowly: LoadComposerDialog = () =>
  new Promise((resolve) => setTimeout(resolve, 1000)).then(loadDialog);

/** The first request for the overlay's code fails, as when the connection drops; the next succeeds. */
function failingOnce(): LoadComposerDialog {
  let failed = false;
  return () => {
    if (failed) return loadDialog();
    failed = true;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  };
}

const meta: Meta<typeof OnDemandMessageComposer> = {
  title: 'console/OnDemandMessageComposer',
  component: OnDemandMessageComposer,
  decorators: [withMemoryUpload],
  args: { value: [], onSave: fn(), companyName: 'โรงพยาบาลบ้านหนองบัว' },
};
export default meta;
type Story = StoryObj<typeof OnDemandMessageComposer>;

export const Empty: Story = {};

export const ReadOnly: Story = {
  args: { value: [{ type: 'text', text: 'ขอเชิญตรวจสุขภาพประจำปี' }], readOnly: true },
};

export const SlowConnection: Story = { args: { loadDialog: slowly } };

export const FailsToLoadOnce: Story = {
  render: function FailsOnce(args) {
    // A loader of its own for each showing, so that every showing fails once.
    const [load] = useState(failingOnce);
    return <OnDemandMessageComposer {...args} loadDialog={load} />;
  },
};
