import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UploaderView } from './UploaderView';
import { RichImageSampleGuide } from './RichImageSampleGuide';
import { SAMPLE_URLS } from '../testing/sample-urls';

const meta: Meta<typeof UploaderView> = {
  title: 'upload-widgets/parts/UploaderView',
  component: UploaderView,
  args: {
    media: 'image',
    value: null,
    status: 'idle',
    progress: null,
    message: null,
    label: 'รูปภาพปก',
    hint: 'PNG หรือ JPEG ไม่เกิน 5 MB',
    accept: 'image/png,image/jpeg',
    chooseText: 'อัพโหลดรูปภาพ',
    onFile: fn(),
    onRemove: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof UploaderView>;

export const Empty: Story = {};
export const Checking: Story = { args: { status: 'checking' } };
export const Uploading: Story = { args: { status: 'uploading', progress: 0.35 } };
export const Filled: Story = { args: { value: SAMPLE_URLS.wideImage } };
export const Replacing: Story = { args: { value: SAMPLE_URLS.wideImage, status: 'uploading', progress: 0.8 } };
export const Refused: Story = { args: { status: 'error', message: 'อัพโหลดรูปภาพได้ไม่เกิน 5 MB' } };
export const Required: Story = { args: { error: true, helperText: 'กรุณาอัพโหลดรูปภาพ' } };
export const Disabled: Story = { args: { value: SAMPLE_URLS.wideImage, disabled: true } };
export const DisabledEmpty: Story = { args: { disabled: true } };
export const WithGuide: Story = {
  args: {
    label: 'รูปภาพริชเมสเสจ',
    hint: 'PNG หรือ JPEG ไม่เกิน 5 MB กว้าง 1040 px สูง 1 - 2040 px',
    guide: <RichImageSampleGuide />,
  },
};
