import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryUploadFn } from '../upload/memory-upload';
import { chooseFile } from '../testing/choose-file';
import { choices } from '../testing/sample-choices';
import { SAMPLE_URLS } from '../testing/sample-urls';
import { RichImageUploader, type RichImageUploaderProps } from './RichImageUploader';

/** Keeps the uploaded URL, as a form would. */
function StatefulRichImageUploader(props: RichImageUploaderProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (url: string | null) => {
    setValue(url);
    props.onChange(url);
  };
  return <RichImageUploader {...props} value={value} onChange={onChange} />;
}

const meta: Meta<typeof RichImageUploader> = {
  title: 'upload-widgets/RichImageUploader',
  component: RichImageUploader,
  render: (args) => <StatefulRichImageUploader {...args} />,
  args: {
    value: null,
    label: 'รูปภาพริชเมสเสจ',
    onChange: fn(),
    onUploaded: fn(),
    upload: createMemoryUploadFn({ delayMs: 800 }),
  },
};
export default meta;
type Story = StoryObj<typeof RichImageUploader>;

/** Empty, with the sample guide. */
export const Empty: Story = {};

export const Uploading: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: Infinity }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(1040, 1040)),
};

export const Filled: Story = { args: { value: SAMPLE_URLS.richImage } };

export const WrongType: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.text('banner.jpg')),
};

export const TooLarge: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.pngOfSize(1040, 1040, 5_000_001)),
};

export const WrongWidth: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.jpeg(1000, 1000)),
};

export const TooTall: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(1040, 2041)),
};

export const UploadFails: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: 300, failWith: 500 }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(1040, 1040)),
};

export const Required: Story = { args: { error: true, helperText: 'กรุณาอัพโหลดรูปภาพ' } };

export const ReadOnly: Story = { args: { disabled: true, value: SAMPLE_URLS.richImage, upload: undefined } };
