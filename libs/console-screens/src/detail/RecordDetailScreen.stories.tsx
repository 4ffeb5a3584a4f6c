import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { fn } from 'storybook/test';
import { ROUTES } from '@hbc/contracts';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { RecordDetailScreen } from './RecordDetailScreen';

interface Segment {
  name: string;
}

const meta: Meta<typeof RecordDetailScreen<Segment>> = {
  title: 'console/detail/RecordDetailScreen',
  component: RecordDetailScreen,
  decorators: [withStoryRouter],
  parameters: { route: { path: ROUTES.segmentDetail, entry: `${ROUTES.segmentDetail}?id=7` } },
  args: {
    path: ROUTES.segmentDetail,
    nameOf: (segment) => segment.name,
    texts: {
      notFound: 'ไม่พบกลุ่มเป้าหมายนี้',
      notFoundHelp: 'กลุ่มเป้าหมายนี้อาจถูกลบไปแล้ว หรือที่อยู่ของหน้าไม่ถูกต้อง',
      toList: 'ไปที่รายการกลุ่มเป้าหมาย',
      failed: 'โหลดข้อมูลกลุ่มเป้าหมายไม่สำเร็จ',
      retry: 'ลองอีกครั้ง',
    },
    onList: fn(),
    onRetry: fn(),
    children: (segment) => <Typography component="h2">{segment.name}</Typography>,
  },
};
export default meta;
type Story = StoryObj<typeof RecordDetailScreen<Segment>>;

/** The record is read: its view, and the header's actions. */
export const Ready: Story = {
  args: {
    read: { kind: 'ready', record: { name: 'ผู้สูงอายุเบาหวาน' } },
    actions: <Button variant="contained">แก้ไข</Button>,
  },
};

/** Still reading. */
export const Loading: Story = { args: { read: { kind: 'loading' } } };

/** No such record: back to the list. */
export const NotFound: Story = { args: { read: { kind: 'not-found' } } };

/** The read failed: read again. */
export const Failed: Story = { args: { read: { kind: 'failed' } } };
