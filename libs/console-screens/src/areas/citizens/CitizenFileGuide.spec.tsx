import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './CitizenFileGuide.stories';

const { Guide } = composeStories(stories);

describe('CitizenFileGuide', () => {
  it('says the format of the file', () => {
    show(<Guide />);

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(
      'ไฟล์ CSV (UTF-8) หรือ XLSX ขนาดไม่เกิน 50 MB ไม่เกิน 1,000,000 แถว แถวแรกเป็นชื่อคอลัมน์',
    );
    expect(note).toHaveTextContent('นำเข้าไฟล์เดิมซ้ำจะไม่เปลี่ยนแปลงข้อมูล');
  });

  it('lists each column, CID and unit required, the rest optional', () => {
    show(<Guide />);

    const rows = within(screen.getByRole('table', { name: 'คอลัมน์ในไฟล์' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getAllByRole('cell')[0]?.textContent,
      ]);
    expect(rows).toEqual([
      ['เลขประจำตัวประชาชน', 'จำเป็น'],
      ['รหัสหน่วยบริการ', 'จำเป็น'],
      ['รหัสจังหวัด', 'ไม่บังคับ'],
      ['วันเกิด', 'ไม่บังคับ'],
      ['เพศ', 'ไม่บังคับ'],
      ['แท็ก', 'ไม่บังคับ'],
      ['LINE userId', 'ไม่บังคับ'],
      ['สถานะการติดตาม', 'ไม่บังคับ'],
      ['วันที่ติดตาม', 'ไม่บังคับ'],
    ]);
    const sex = within(screen.getByRole('row', { name: /^เพศ/ }));
    expect(sex.getByText('ชาย / หญิง / ไม่ระบุ')).toBeInTheDocument();
  });

  it('offers the template as a CSV download with Thai headers', () => {
    show(<Guide />);

    const link = screen.getByRole('link', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง (CSV)' });
    expect(link).toHaveAttribute('download', 'แบบฟอร์มนำเข้าข้อมูลประชาชน.csv');
    const href = link.getAttribute('href') ?? '';
    const csv = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(csv.startsWith('\uFEFFเลขประจำตัวประชาชน,รหัสหน่วยบริการ,')).toBe(true);
    expect(csv.split('\r\n')[1]?.startsWith('1-2345-67890-12-1,10669,40,')).toBe(true);
  });

  it('holds no axe violations', async () => {
    show(<Guide />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
