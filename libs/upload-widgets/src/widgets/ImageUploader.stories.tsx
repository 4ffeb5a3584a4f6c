import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryUploadFn } from '../upload/memory-upload';
import { chooseFile } from '../testing/choose-file';
import { choices } from '../testing/sample-choices';
import { SAMPLE_URLS } from '../testing/sample-urls';
import { ImageUploader, type ImageUploaderProps } from './ImageUploader';

/** Keeps the uploaded URL, as a form would. */
function StatefulImageUploader(props: ImageUploaderProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (url: string | null) => {
    setValue(url);
    props.onChange(url);
  };
  return <ImageUploader {...props} value={value} onChange={onChange} />;
}

const meta: Meta<typeof ImageUploader> = {
  title: 'upload-widgets/ImageUploader',
  component: ImageUploader,
  render: (args) => <StatefulImageUploader {...args} />,
  args: {
    value: null,
    label: 'รูปภาพปก',
    maxMb: 5,
    onChange: fn(),
    onUploaded: fn(),
    upload: createMemoryUploadFn({ delayMs: 800 }),
  },
};
export default meta;
type Story = StoryObj<typeof ImageUploader>;

export const Empty: Story = {};

export const Uploading: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: Infinity }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(480, 270)),
};

export const Filled: Story = { args: { value: SAMPLE_URLS.wideImage } };

export const SquareCard: Story = { args: { label: 'รูปภาพการ์ด', square: true, value: SAMPLE_URLS.squareImage } };

export const WrongType: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.disguisedGif()),
};

export const TooLarge: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.pngOfSize(480, 270, 5_000_001)),
};

export const NotSquare: Story = {
  args: { label: 'รูปภาพการ์ด', square: true },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.jpeg(800, 600)),
};

export const UploadFails: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: 300, failWith: 500 }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(480, 270)),
};

export const SessionExpired: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: 300, failWith: 401 }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(480, 270)),
};

export const Required: Story = { args: { error: true, helperText: 'กรุณาอัพโหลดรูปภาพปก' } };

export const ReadOnly: Story = { args: { disabled: true, value: SAMPLE_URLS.wideImage, upload: undefined } };
