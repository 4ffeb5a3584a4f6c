import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { createMemoryUploadFn } from '../upload/memory-upload';
import { chooseFile } from '../testing/choose-file';
import { choices } from '../testing/sample-choices';
import { SAMPLE_URLS } from '../testing/sample-urls';
import { GeneralImageUploader, type GeneralImageUploaderProps } from './GeneralImageUploader';

/** Keeps the uploaded URL, as a form would. */
function StatefulGeneralImageUploader(props: GeneralImageUploaderProps) {
  const [value, setValue] = useState(props.value);
  const onChange = (url: string | null) => {
    setValue(url);
    props.onChange(url);
  };
  return <GeneralImageUploader {...props} value={value} onChange={onChange} />;
}

const meta: Meta<typeof GeneralImageUploader> = {
  title: 'upload-widgets/GeneralImageUploader',
  component: GeneralImageUploader,
  render: (args) => <StatefulGeneralImageUploader {...args} />,
  args: {
    value: null,
    label: 'โลโก้หน่วยบริการ',
    onChange: fn(),
    onUploaded: fn(),
    upload: createMemoryUploadFn({ delayMs: 800 }),
  },
};
export default meta;
type Story = StoryObj<typeof GeneralImageUploader>;

export const Empty: Story = {};

export const Uploading: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: Infinity }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(480, 270)),
};

export const Filled: Story = { args: { value: SAMPLE_URLS.wideImage } };

export const WrongType: Story = {
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.disguisedGif()),
};

/** A 1 MB limit, so that the story needs no 100 MB file. */
export const TooLarge: Story = {
  args: { maxMb: 1 },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.pngOfSize(480, 270, 1_000_001)),
};

export const WrongDimensions: Story = {
  args: { width: 1040, height: 1040 },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(1040, 1039)),
};

export const NotSquare: Story = {
  args: { ratio: '1:1' },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.jpeg(640, 480)),
};

export const UploadFails: Story = {
  args: { upload: createMemoryUploadFn({ delayMs: 300, failWith: 500 }) },
  play: ({ canvasElement }) => chooseFile(canvasElement, choices.png(480, 270)),
};

export const ReadOnly: Story = { args: { disabled: true, value: SAMPLE_URLS.wideImage, upload: undefined } };
