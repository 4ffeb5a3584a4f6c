import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GridColDef } from '@mui/x-data-grid';
import { ImportRowsGrid } from './ImportRowsGrid';

interface ProblemRow {
  row: number;
  message: string;
}

const columns: GridColDef<ProblemRow>[] = [
  { field: 'row', headerName: 'แถวที่', width: 100, type: 'number' },
  { field: 'message', headerName: 'ปัญหา', flex: 1, minWidth: 240 },
];

const problems = (count: number): ProblemRow[] =>
  Array.from({ length: count }, (_, i) => ({
    row: (i + 1) * 3,
    message: i % 2 === 0 ? 'เลขประจำตัวประชาชนต้องมี 13 หลัก' : 'ไม่พบหน่วยบริการรหัสนี้',
  }));

const meta: Meta<typeof ImportRowsGrid<ProblemRow>> = {
  title: 'console/file-import/ImportRowsGrid',
  component: ImportRowsGrid<ProblemRow>,
  args: { rows: problems(3), columns, label: 'แถวที่นำเข้าไม่ได้', getRowId: (row) => row.row },
};
export default meta;
type Story = StoryObj<typeof ImportRowsGrid<ProblemRow>>;

/** Three rows that could not be imported, with why. */
export const Few: Story = {};

/** 25 rows: ten to a page. */
export const Paged: Story = { args: { rows: problems(25) } };
