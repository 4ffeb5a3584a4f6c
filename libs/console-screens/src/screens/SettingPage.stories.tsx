import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@hbc/contracts';
import { fn } from 'storybook/test';
import { SettingForm, SettingPage } from './SettingPage';

const meta: Meta<typeof SettingPage> = {
  title: 'console/SettingPage',
  component: SettingPage,
  args: {
    route: ROUTES.sendPolicy,
    loadFailed: 'โหลดนโยบายการส่งไม่สำเร็จ',
    onRetry: fn(),
    children: <Typography>แบบฟอร์มการตั้งค่า</Typography>,
  },
};
export default meta;
type Story = StoryObj<typeof SettingPage>;

/** The setting is being read. */
export const Loading: Story = { args: { load: 'loading' } };
/** It could not be read: why, and a way to read again. */
export const Failed: Story = { args: { load: 'failed' } };
/** Read: its form. */
export const Ready: Story = { args: { load: 'ready' } };

/** A setting's form: what it does, a field, and Save. */
export const Form: Story = {
  args: {
    load: 'ready',
    children: (
      <SettingForm help="ใช้กับบรอดแคสต์ของทุกหน่วยบริการ" saving={false} onSave={fn()} maxWidth={560}>
        <Typography>ช่องกรอกการตั้งค่า</Typography>
      </SettingForm>
    ),
  },
};
