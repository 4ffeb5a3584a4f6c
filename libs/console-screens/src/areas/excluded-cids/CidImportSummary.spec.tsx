import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import * as stories from './CidImportSummary.stories';

const { Mixed, NothingValid, AllValid, Large } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

/** Each count's label and number, as listed. */
const counts = () =>
  within(screen.getByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' }))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('aria-label'), item.textContent]);

/** The cells of each row of the grid named `name`, top to bottom. */
const rowsOf = (name: string) =>
  within(screen.getByRole('grid', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    );

describe('CidImportSummary', () => {
  it('counts the rows of each kind and lists those that will not be imported, with why', async () => {
    show(<Mixed />);

    expect(screen.getByText('ไฟล์ รายชื่อขอไม่รับข่าวสาร.csv มีข้อมูล 10 แถว')).toBeInTheDocument();
    expect(counts()).toEqual([
      ['นำเข้าได้', 'นำเข้าได้5'],
      ['ไม่ถูกต้อง', 'ไม่ถูกต้อง3'],
      ['ซ้ำในไฟล์', 'ซ้ำในไฟล์1'],
      ['มีในรายการแล้ว', 'มีในรายการแล้ว1'],
    ]);
    expect(screen.getByRole('tab', { name: 'รายการที่นำเข้าไม่ได้ (5)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(rowsOf('รายการที่นำเข้าไม่ได้')).toHaveLength(5));
    expect(rowsOf('รายการที่นำเข้าไม่ได้')).toEqual([
      ['4', '12345', 'เลขประจำตัวประชาชนต้องมี 13 หลัก'],
      ['5', '1-1017-0054-32a-1', 'เลขประจำตัวประชาชนต้องเป็นตัวเลขเท่านั้น'],
      ['7', '1-1017-xxxxx-xx-8', 'ซ้ำกับแถวที่ 2 ในไฟล์'],
      ['8', '1-1017-xxxxx-xx-7', 'เลขประจำตัวประชาชนไม่ถูกต้อง (เลขตรวจสอบหลักสุดท้ายไม่ตรง)'],
      ['9', '3-1000-xxxxx-xx-4', 'อยู่ในรายการจำกัดการส่งแล้ว'],
    ]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('lists the rows to import on their tab', async () => {
    const user = userEvent.setup();
    show(<Mixed />);

    await user.click(screen.getByRole('tab', { name: 'รายการที่นำเข้าได้ (5)' }));

    await waitFor(() => expect(rowsOf('รายการที่นำเข้าได้')).toHaveLength(5));
    expect(rowsOf('รายการที่นำเข้าได้').map(([row, value]) => [row, value])).toEqual([
      ['2', '1-1017-xxxxx-xx-8'],
      ['3', '1-1017-xxxxx-xx-6'],
      ['6', '1-1017-xxxxx-xx-4'],
      ['10', '1-1017-xxxxx-xx-2'],
      ['11', '1-1017-xxxxx-xx-1'],
    ]);
  });

  it('says when there is nothing to import', async () => {
    const user = userEvent.setup();
    show(<NothingValid />);

    expect(counts()[0]).toEqual(['นำเข้าได้', 'นำเข้าได้0']);
    await user.click(screen.getByRole('tab', { name: 'รายการที่นำเข้าได้ (0)' }));
    expect(screen.getByText('ไม่มีแถวที่นำเข้าได้')).toBeInTheDocument();
  });

  it('opens on the rows to import when every row can be imported', () => {
    show(<AllValid />);

    expect(screen.getByRole('tab', { name: 'รายการที่นำเข้าได้ (5)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says that only the first 1,000 rows of a kind are listed', async () => {
    const user = userEvent.setup();
    show(<Large />);

    expect(counts().map(([, text]) => text)).toEqual([
      'นำเข้าได้1,500',
      'ไม่ถูกต้อง1,200',
      'ซ้ำในไฟล์0',
      'มีในรายการแล้ว0',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(
      'แสดงเฉพาะ 1,000 รายการแรกจากทั้งหมด 1,200 รายการ',
    );
    await user.click(screen.getByRole('tab', { name: 'รายการที่นำเข้าได้ (1,500)' }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'แสดงเฉพาะ 1,000 รายการแรกจากทั้งหมด 1,500 รายการ',
    );
  });

  it('holds no axe violations', async () => {
    show(<Mixed />);
    await waitFor(() => expect(rowsOf('รายการที่นำเข้าไม่ได้')).toHaveLength(5));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
