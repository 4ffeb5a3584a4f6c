import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { ChartFigure } from './ChartFigure';

const meta: Meta<typeof ChartFigure> = {
  title: 'console/report/charts/ChartFigure',
  component: ChartFigure,
};
export default meta;
type Story = StoryObj<typeof ChartFigure>;

const drawing = <Box sx={{ height: 120, bgcolor: 'grey.100' }} />;

/** A drawing captioned, its numbers in a table for screen readers. */
export const WithTable: Story = {
  args: {
    title: 'ผู้รับตามสถานะการส่ง',
    height: 120,
    table: {
      head: ['สถานะ', 'คน'],
      rows: [
        { label: 'ส่งสำเร็จ', cells: ['1,000'] },
        { label: 'ส่งไม่สำเร็จ', cells: ['200'] },
      ],
    },
    children: drawing,
  },
};

/** The numbers are already in a table on screen: no second one. */
export const WithoutTable: Story = {
  args: { title: 'คลิกตามลิงก์', height: 120, children: drawing },
};
