import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WarningList } from './WarningList';

function WarningListPlayground({ warnings }: { warnings: string[] }) {
  const [shown, setShown] = useState(warnings);
  return <WarningList warnings={shown} onClose={() => setShown([])} />;
}

const meta: Meta<typeof WarningListPlayground> = {
  title: 'message-composer/Composer/Warning list',
  component: WarningListPlayground,
};
export default meta;
type Story = StoryObj<typeof WarningListPlayground>;

export const ThreeIssues: Story = {
  args: {
    warnings: [
      'ข้อความที่ 1 (ข้อความ): กรุณากรอกข้อความ',
      'ข้อความที่ 2 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ',
      'ข้อความที่ 3 (ริชเมสเสจ): การกระทำที่ 1: กรุณาแก้ไขลิงก์',
    ],
  },
};
export const NoIssue: Story = { args: { warnings: [] } };
