import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './CitizenImportSummary.stories';

const { Done, Reimported, ManyProblems, Failed, FailedAtOnce } = composeStories(stories);

const PROBLEMS = 'แถวที่นำเข้าไม่ได้';

/** Each count's label and number, as listed. */
const counts = () =>
  within(screen.getByRole('list', { name: 'ผลการนำเข้า' }))
    .getAllByRole('listitem')
    .map((item) => [item.getAttribute('aria-label'), item.textContent]);

/** The cells of each row of the problem rows' grid, top to bottom. */
const problemRows = () =>
  within(screen.getByRole('grid', { name: PROBLEMS }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    );

describe('CitizenImportSummary', () => {
  it('says the import is done, counts what it did and lists the refused rows with why', async () => {
    show(<Done />);

    expect(screen.getByRole('status')).toHaveTextContent('นำเข้าข้อมูลประชาชนเสร็จแล้ว');
    expect(screen.getByText('ไฟล์ ประชาชนเขตสุขภาพที่ 7.csv มีข้อมูล 2,500 แถว')).toBeInTheDocument();
    expect(counts()).toEqual([
      ['เพิ่มใหม่', 'เพิ่มใหม่2,310'],
      ['ปรับปรุง', 'ปรับปรุง125'],
      ['ไม่เปลี่ยนแปลง', 'ไม่เปลี่ยนแปลง45'],
      ['ไม่ถูกต้อง', 'ไม่ถูกต้อง20'],
    ]);
    expect(screen.getByRole('heading', { name: 'แถวที่นำเข้าไม่ได้ (20)' })).toBeInTheDocument();
    await waitFor(() => expect(problemRows()).toHaveLength(10));
    expect(problemRows().slice(0, 3)).toEqual([
      ['64', 'เลขประจำตัวประชาชนไม่ถูกต้อง (เลขตรวจสอบหลักสุดท้ายไม่ตรง)'],
      ['189', 'ไม่พบหน่วยบริการรหัสนี้'],
      ['314', 'ไม่พบจังหวัดนี้'],
    ]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });

  it('shows a re-imported file changing nothing', () => {
    show(<Reimported />);

    expect(counts().map(([, text]) => text)).toEqual([
      'เพิ่มใหม่0',
      'ปรับปรุง0',
      'ไม่เปลี่ยนแปลง2,500',
      'ไม่ถูกต้อง0',
    ]);
    expect(screen.getByText('ทุกแถวนำเข้าได้')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: PROBLEMS })).not.toBeInTheDocument();
  });

  it('says that only the first 1,000 refused rows are listed', () => {
    show(<ManyProblems />);

    expect(screen.getByRole('note')).toHaveTextContent(
      'แสดงเฉพาะ 1,000 รายการแรกจากทั้งหมด 1,500 รายการ',
    );
  });

  it("says the API's reason when the import failed, with what it did before", () => {
    show(<Failed />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'นำเข้าไม่สำเร็จ กรุณาลองอีกครั้ง (แถวที่นำเข้าแล้วจะไม่ซ้ำ)',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(counts().map(([, text]) => text)).toEqual([
      'เพิ่มใหม่924',
      'ปรับปรุง50',
      'ไม่เปลี่ยนแปลง18',
      'ไม่ถูกต้อง8',
    ]);
  });

  it('shows no counts when it failed before reading a row', () => {
    show(<FailedAtOnce />);

    expect(screen.getByRole('alert')).toHaveTextContent('นำเข้าไม่สำเร็จ');
    expect(screen.queryByRole('list', { name: 'ผลการนำเข้า' })).not.toBeInTheDocument();
  });
});
