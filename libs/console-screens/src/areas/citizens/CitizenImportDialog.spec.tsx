import { screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { installFakeApi } from '@hbc/api-clients/testing';
import { CITIZEN_FILE_MAX_BYTES } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { bodiesOf, show } from '../../testing/spec-helpers';
import {
  chooseFile,
  clockedUser,
  CSV,
  FILE_NAME,
  fakeClock,
  importDialog,
  passTime,
  pollCount,
  startImport,
  UPLOAD,
} from './citizen-import-testing';
import * as stories from './CitizenImportDialog.stories';

const { Default, Reimport, Failing, FileRefused, Uploading, ImportGone, PollsUnreachable } =
  composeStories(stories);

beforeEach(fakeClock);

afterEach(() => {
  jest.useRealTimers();
});

const rowsBar = () => screen.getByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' });

/** Each count's label and number, as listed. */
const counts = () =>
  within(screen.getByRole('list', { name: 'ผลการนำเข้า' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('CitizenImportDialog', () => {
  it('explains the file with its columns and template, and waits for one', () => {
    show(<Default />);

    expect(within(importDialog()).getByRole('note')).toHaveTextContent('ไฟล์ CSV (UTF-8) หรือ XLSX');
    expect(within(importDialog()).getByRole('table', { name: 'คอลัมน์ในไฟล์' })).toBeInTheDocument();
    expect(
      within(importDialog()).getByRole('link', { name: 'ดาวน์โหลดไฟล์ตัวอย่าง (CSV)' }),
    ).toHaveAttribute('download', 'แบบฟอร์มนำเข้าข้อมูลประชาชน.csv');
    expect(within(importDialog()).getByText('ยังไม่ได้เลือกไฟล์')).toBeInTheDocument();
  });

  it('asks for a file before sending anything', async () => {
    const user = clockedUser();
    show(<Default />);

    await user.click(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' }));

    expect(within(importDialog()).getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์');
    expect(bodiesOf(UPLOAD)).toEqual([]);
  });

  it.each([
    ['a file over 50 MB', 'ประชาชน.xlsx', CITIZEN_FILE_MAX_BYTES + 1, 'ไฟล์มีขนาดใหญ่เกิน 50 MB'],
    [
      'a file that is neither CSV nor XLSX',
      'ประชาชน.pdf',
      100,
      'อ่านไฟล์ไม่ได้ รองรับเฉพาะไฟล์ CSV (UTF-8) หรือ XLSX',
    ],
  ])('refuses %s before sending it', async (_case, name, size, message) => {
    const user = clockedUser();
    show(<Default />);
    const file = new File(['x'], name);
    Object.defineProperty(file, 'size', { value: size });

    await chooseFile(file);
    await user.click(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' }));

    expect(within(importDialog()).getByRole('alert')).toHaveTextContent(message);
    expect(within(importDialog()).getByText(name)).toBeInTheDocument();
    expect(bodiesOf(UPLOAD)).toEqual([]);
  });

  it('sends the file, then asks every second how far it is, filling the bar with the counts so far', async () => {
    const user = clockedUser();
    const onImported = jest.fn();
    show(<Default onImported={onImported} />);

    await startImport(user);

    expect(bodiesOf(UPLOAD)).toEqual([
      {
        fileName: FILE_NAME,
        base64: `data:text/csv;base64,${Buffer.from(CSV).toString('base64')}`,
      },
    ]);
    expect(await screen.findByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('นำเข้าแล้ว 0 จาก 2,500 แถว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'นำเข้าข้อมูล' })).not.toBeInTheDocument();

    await passTime(999);
    expect(pollCount()).toBe(0);
    await passTime(1);
    expect(pollCount()).toBe(1);
    await waitFor(() => expect(rowsBar()).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('นำเข้าแล้ว 1,000 จาก 2,500 แถว')).toBeInTheDocument();
    expect(counts()).toEqual(['เพิ่มใหม่924', 'ปรับปรุง50', 'ไม่เปลี่ยนแปลง18', 'ไม่ถูกต้อง8']);

    await passTime(1_000);
    await waitFor(() => expect(rowsBar()).toHaveAttribute('aria-valuenow', '80'));
    expect(onImported).not.toHaveBeenCalled();

    await passTime(1_000);
    expect(await screen.findByRole('status')).toHaveTextContent('นำเข้าข้อมูลประชาชนเสร็จแล้ว');
    expect(counts()).toEqual(['เพิ่มใหม่2,310', 'ปรับปรุง125', 'ไม่เปลี่ยนแปลง45', 'ไม่ถูกต้อง20']);
    expect(screen.getByRole('heading', { name: 'แถวที่นำเข้าไม่ได้ (20)' })).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'แถวที่นำเข้าไม่ได้' })).toHaveTextContent(
      'ไม่พบหน่วยบริการรหัสนี้',
    );
    expect(screen.queryByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' })).not.toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);

    // Done: nothing more is asked.
    await passTime(5_000);
    expect(pollCount()).toBe(3);
  });

  it('shows a re-imported file changing nothing, and says nothing changed to the screen', async () => {
    const user = clockedUser();
    const onImported = jest.fn();
    show(<Reimport onImported={onImported} />);

    await startImport(user);
    await passTime(3_000);

    expect(await screen.findByRole('status')).toHaveTextContent('นำเข้าข้อมูลประชาชนเสร็จแล้ว');
    expect(counts()).toEqual(['เพิ่มใหม่0', 'ปรับปรุง0', 'ไม่เปลี่ยนแปลง2,500', 'ไม่ถูกต้อง0']);
    expect(onImported).not.toHaveBeenCalled();
  });

  it("says the API's reason when the import fails", async () => {
    const user = clockedUser();
    show(<Failing />);

    await startImport(user);
    await passTime(1_000);

    expect(await within(importDialog()).findByRole('alert')).toHaveTextContent(
      'นำเข้าไม่สำเร็จ กรุณาลองอีกครั้ง (แถวที่นำเข้าแล้วจะไม่ซ้ำ)',
    );
    await passTime(5_000);
    expect(pollCount()).toBe(1);
  });

  it("says the API's Thai reason when it refuses the file, for another to be chosen", async () => {
    const user = clockedUser();
    show(<FileRefused />);

    await startImport(user);

    expect(await within(importDialog()).findByRole('alert')).toHaveTextContent(
      'ไม่พบคอลัมน์ เลขประจำตัวประชาชน ในไฟล์',
    );
    expect(within(importDialog()).getByRole('button', { name: 'เลือกไฟล์อื่น' })).toBeInTheDocument();
    expect(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' })).toBeEnabled();
    await passTime(3_000);
    expect(pollCount()).toBe(0);
  });

  it('shows the upload under way, with no file to choose meanwhile', async () => {
    const user = clockedUser();
    show(<Uploading />);

    await startImport(user);

    expect(screen.getByRole('progressbar', { name: 'กำลังอัปโหลดไฟล์' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByText('กำลังอัปโหลดไฟล์ 0%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เลือกไฟล์อื่น' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'นำเข้าข้อมูล' })).not.toBeInTheDocument();
  });

  it('asks before closing while the import runs, saying it goes on in the background', async () => {
    const user = clockedUser();
    const onClose = jest.fn();
    show(<Default onClose={onClose} />);
    await startImport(user);
    await screen.findByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' });

    await user.click(within(importDialog()).getByRole('button', { name: 'ปิด' }));
    let ask = await screen.findByRole('dialog', { name: 'ปิดหน้าต่างนำเข้า?' });
    expect(ask).toHaveAccessibleDescription(
      'การนำเข้ายังไม่เสร็จ ระบบจะนำเข้าต่อในเบื้องหลังแม้ปิดหน้าต่างนี้ จำนวนประชาชนจะปรับปรุงเมื่อนำเข้าเสร็จ',
    );
    await user.click(within(ask).getByRole('button', { name: 'ดูความคืบหน้าต่อ' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ปิดหน้าต่างนำเข้า?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    ask = await screen.findByRole('dialog', { name: 'ปิดหน้าต่างนำเข้า?' });
    await user.click(within(ask).getByRole('button', { name: 'ปิดหน้าต่าง' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when no import runs', async () => {
    const user = clockedUser();
    const onClose = jest.fn();
    show(<Reimport onClose={onClose} />);

    await user.click(within(importDialog()).getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await startImport(user);
    await passTime(3_000);
    await screen.findByRole('status');
    await user.click(within(importDialog()).getByRole('button', { name: 'ปิด' }));

    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'ปิดหน้าต่างนำเข้า?' })).not.toBeInTheDocument();
  });

  it('stops asking how far the import is once the dialog is gone', async () => {
    const user = clockedUser();
    const { unmount } = show(<Default />);
    await startImport(user);
    await passTime(1_000);
    expect(pollCount()).toBe(1);

    unmount();
    // The story's fake API went with it: whatever is asked from now on is recorded here.
    const after = installFakeApi({});
    try {
      await passTime(5_000);
      expect(after.requests).toEqual([]);
    } finally {
      after.restore();
    }
  });

  it('offers another file once an import is done', async () => {
    const user = clockedUser();
    show(<Reimport />);
    await startImport(user);
    await passTime(3_000);
    await screen.findByRole('status');

    await user.click(within(importDialog()).getByRole('button', { name: 'นำเข้าไฟล์อื่น' }));

    expect(within(importDialog()).getByText('ยังไม่ได้เลือกไฟล์')).toBeInTheDocument();
    expect(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'ผลการนำเข้า' })).not.toBeInTheDocument();
  });

  it('says when the API no longer knows the import, and stops asking', async () => {
    const user = clockedUser();
    show(<ImportGone />);
    await startImport(user);

    await passTime(1_000);

    expect(await within(importDialog()).findByRole('alert')).toHaveTextContent('ไม่พบรายการนำเข้านี้');
    expect(within(importDialog()).getByRole('button', { name: 'นำเข้าข้อมูล' })).toBeEnabled();
    await passTime(3_000);
    expect(pollCount()).toBe(1);
  });

  it('keeps asking through a dropped network, saying so meanwhile', async () => {
    const user = clockedUser();
    show(<PollsUnreachable />);
    await startImport(user);

    await passTime(1_000);
    expect(
      await within(importDialog()).findByText('ติดต่อระบบไม่ได้ กำลังลองอีกครั้ง'),
    ).toBeInTheDocument();
    await passTime(1_000);
    await passTime(1_000);

    await waitFor(() => expect(rowsBar()).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.queryByText('ติดต่อระบบไม่ได้ กำลังลองอีกครั้ง')).not.toBeInTheDocument();
    await passTime(2_000);
    expect(await screen.findByRole('status')).toHaveTextContent('นำเข้าข้อมูลประชาชนเสร็จแล้ว');
  });

  it('holds no axe violations while choosing a file and while the import runs', async () => {
    const user = clockedUser();
    show(<Default />);
    jest.useRealTimers();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
    fakeClock();

    await startImport(user);
    await passTime(1_000);
    await waitFor(() => expect(rowsBar()).toHaveAttribute('aria-valuenow', '40'));
    // The polls stop with the fake clock: axe runs on the real one.
    jest.useRealTimers();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });

  it('holds no axe violations once the import is done', async () => {
    const user = clockedUser();
    show(<Default />);
    await startImport(user);
    await passTime(3_000);
    await screen.findByRole('grid', { name: 'แถวที่นำเข้าไม่ได้' });

    jest.useRealTimers();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
