import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImportFileField } from './ImportFileField';

const TEXTS = {
  file: 'ไฟล์รายชื่อ',
  choose: 'เลือกไฟล์',
  chooseAgain: 'เลือกไฟล์อื่น',
  noFileYet: 'ยังไม่ได้เลือกไฟล์',
};

const meta: Meta<typeof ImportFileField> = {
  title: 'console/file-import/ImportFileField',
  component: ImportFileField,
  args: { texts: TEXTS, heading: 'h2', file: null, fileError: null, onFile: fn() },
};
export default meta;
type Story = StoryObj<typeof ImportFileField>;

/** Nothing chosen yet. */
export const NoFile: Story = {};

/** A file is chosen: its name, and the button offers another. */
export const Chosen: Story = {
  args: { file: new File(['cid\n'], 'excluded.csv', { type: 'text/csv' }) },
};

/** The chosen file cannot be imported: why, as an alert. */
export const Refused: Story = {
  args: {
    file: new File(['x'], 'photo.png', { type: 'image/png' }),
    fileError: 'รองรับเฉพาะไฟล์ CSV หรือ XLSX',
  },
};

/** The file is being imported: it is named, and no other can be chosen. */
export const Locked: Story = {
  args: { file: new File(['cid\n'], 'excluded.csv', { type: 'text/csv' }), canChoose: false },
};
