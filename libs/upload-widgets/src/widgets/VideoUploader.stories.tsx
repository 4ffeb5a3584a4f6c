import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryUploadFn } from '../upload/memory-upload';
import { chooseFile } from '../testing/choose-file';
import { choices } from '../testing/sample-choices';
import { SAMPLE_URLS } from '../testing/sample-urls';
import { VideoUploader, type VideoUploaderProps } from './VideoUploader';

/** Keeps the uploaded URL, as a form would. */
function StatefulVideoUploader(props: VideoUploaderProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (url: string | null) => {
    setValue(url);
    props.onChange(url);
  };
  return <VideoUploader {...props} value={value} onChange={onChange} />;
}

const meta: Meta<typeof VideoUploader> = {
  title: 'upload-widgets/VideoUploader',
  component: VideoUploader,
  render: (args) => <StatefulVideoUploader {...args} />,
  args: {
    value: null,
    label: 'วิดีโอ',
    onChange: fn(),
    onUploaded: fn(),
    upload: createMemoryUploadFn({ delayMs: 1200 }),
  },
};
export default meta;
type Story = StoryObj<typeof VideoUploader>;

export const Empty: Story = {};

export const Uploading: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: Infinity }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.mp4()),
};

export const Filled: Story = { args: { value: SAMPLE_URLS.video } };

export const WrongType: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.disguisedPng()),
};

export const TooLarge: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.mp4OfSize(10_000_001)),
};

export const UploadFails: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: 300, failWith: 500 }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.mp4()),
};

export const Required: Story = { args: { error: true, helperText: 'กรุณาอัพโหลดวิดีโอ' } };

export const ReadOnly: Story = { args: { disabled: true, value: SAMPLE_URLS.video, upload: undefined } };
