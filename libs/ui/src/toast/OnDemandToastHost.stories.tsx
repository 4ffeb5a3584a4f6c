import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from './toast-store';
import { OnDemandToastHost } from './OnDemandToastHost';

const meta: Meta<typeof OnDemandToastHost> = {
  title: 'ui/OnDemandToastHost',
  component: OnDemandToastHost,
};
export default meta;
type Story = StoryObj<typeof OnDemandToastHost>;

/** Plain buttons: the page around the host loads no MUI until a toast is raised. */
export const PlainPage: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <button type="button" onClick={() => toast.error('กรุณาเข้าสู่ระบบใหม่อีกครั้ง')}>
        ผิดพลาด
      </button>
      <button type="button" onClick={() => toast.success('บันทึกข้อมูลสำเร็จ')}>
        สำเร็จ
      </button>
      <OnDemandToastHost />
    </div>
  ),
};
