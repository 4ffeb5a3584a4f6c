import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { CaptionedFigure } from './CaptionedFigure';

const meta: Meta<typeof CaptionedFigure> = {
  title: 'console/charts/CaptionedFigure',
  component: CaptionedFigure,
};
export default meta;
type Story = StoryObj<typeof CaptionedFigure>;

/** A drawing captioned, its numbers in a table for screen readers. */
export const WithTable: Story = {
  args: {
    title: 'เพศ',
    table: {
      head: ['กลุ่ม', 'คน'],
      rows: [
        { label: 'ชาย', cells: ['1,200'] },
        { label: 'หญิง', cells: ['1,350'] },
      ],
    },
    children: <Box sx={{ height: 120, bgcolor: 'grey.100' }} />,
  },
};

/** No table: the screen shows the numbers already. */
export const WithoutTable: Story = {
  args: { title: 'คลิกตามลิงก์', children: <Box sx={{ height: 120, bgcolor: 'grey.100' }} /> },
};
