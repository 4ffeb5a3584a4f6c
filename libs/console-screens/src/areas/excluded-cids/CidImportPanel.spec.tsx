import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { CID_IMPORT_MAX_BYTES } from '@hbc/contracts';
import { ELSEWHERE_LABEL, ELSEWHERE_TEXT } from '@hbc/data-screens/testing';
import { theme } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { IMPORT_ID } from './cid-fixtures';
import * as stories from './CidImportPanel.stories';

const { Default, NothingValid, FileRefused, PreviewExpired, ConfirmUnreachable, Uploading } =
  composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const PREVIEW = 'POST /api/setting/cid/import';
const CONFIRM = `POST /api/setting/cid/import/${IMPORT_ID}`;
const CANCEL = `DELETE /api/setting/cid/import/${IMPORT_ID}`;
const CSV = 'เลขประจำตัวประชาชน,เหตุผล\n1101700543218,\n';

const csvFile = (name = 'รายชื่อขอไม่รับข่าวสาร.csv') => new File([CSV], name, { type: 'text/csv' });

/** Chooses `file` in the file dialog (its type filter set to all files). */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

const reasonField = () => screen.getByRole('textbox', { name: 'เหตุผล' });
const checkButton = () => screen.getByRole('button', { name: 'ตรวจสอบไฟล์' });

/** Chooses the CSV file, gives a reason and sends it for checking; resolves on its preview. */
async function preview() {
  const user = userEvent.setup();
  await choose(csvFile());
  await user.type(reasonField(), 'ขอไม่รับข่าวสาร');
  await user.click(checkButton());
  await screen.findByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' });
}

describe('CidImportPanel', () => {
  it('says what the file must hold', () => {
    show(<Default />);

    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('ไฟล์ CSV (UTF-8) หรือ XLSX ขนาดไม่เกิน 10 MB');
    expect(note).toHaveTextContent('คอลัมน์ "เลขประจำตัวประชาชน" 13 หลัก');
    expect(note).toHaveTextContent('คอลัมน์ "เหตุผล" (ไม่บังคับ)');
    expect(note).toHaveTextContent('แถวแรกเป็นหัวตารางหรือไม่ก็ได้');
    expect(reasonField()).toHaveAccessibleDescription('ใช้กับแถวที่ไม่มีเหตุผลในไฟล์');
  });

  it('asks for a file and a reason before sending anything', async () => {
    const user = userEvent.setup();
    show(<Default />);

    await user.click(checkButton());

    expect(screen.getByRole('alert')).toHaveTextContent('กรุณาเลือกไฟล์');
    expect(reasonField()).toHaveAccessibleDescription('กรุณากรอกเหตุผล');
    expect(bodiesOf(PREVIEW)).toEqual([]);
  });

  it('keeps a pasted reason longer than 500 characters whole, counts it in red, says so at once and sends nothing', async () => {
    const user = userEvent.setup();
    show(<Default />);
    const long = `${'ร'.repeat(500)}ท้ายเหตุผล`;

    await choose(csvFile());
    await user.click(reasonField());
    await user.paste(long);

    expect(reasonField()).toHaveValue(long);
    expect(reasonField()).toHaveAccessibleDescription('ต้องไม่เกิน 500 ตัวอักษร');
    expect(screen.getByText(`${long.length}/500`)).toHaveStyle({ color: theme.palette.error.main });
    await user.click(checkButton());
    expect(reasonField()).toHaveValue(long);
    expect(bodiesOf(PREVIEW)).toEqual([]);
  });

  it.each([
    [
      'a file that is neither CSV nor XLSX',
      new File(['x'], 'รายชื่อ.pdf'),
      'อ่านไฟล์ไม่ได้ รองรับเฉพาะไฟล์ CSV (UTF-8) หรือ XLSX',
    ],
    [
      'a file over 10 MB',
      new File([new Uint8Array(CID_IMPORT_MAX_BYTES + 1)], 'รายชื่อ.xlsx'),
      'ไฟล์มีขนาดใหญ่เกิน 10 MB',
    ],
  ])('refuses %s before sending it', async (_case, file, message) => {
    const user = userEvent.setup();
    show(<Default />);

    await choose(file);
    await user.type(reasonField(), 'ขอไม่รับข่าวสาร');
    await user.click(checkButton());

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(file.name)).toBeInTheDocument();
    expect(bodiesOf(PREVIEW)).toEqual([]);
  });

  it('sends the file with its reason and shows what importing it would do', async () => {
    show(<Default />);

    await preview();

    expect(bodiesOf(PREVIEW)).toEqual([
      {
        fileName: 'รายชื่อขอไม่รับข่าวสาร.csv',
        reason: 'ขอไม่รับข่าวสาร',
        base64: `data:text/csv;base64,${Buffer.from(CSV).toString('base64')}`,
      },
    ]);
    const counts = within(screen.getByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' }));
    expect(counts.getByRole('listitem', { name: 'นำเข้าได้' })).toHaveTextContent('5');
    expect(counts.getByRole('listitem', { name: 'ไม่ถูกต้อง' })).toHaveTextContent('3');
    expect(counts.getByRole('listitem', { name: 'ซ้ำในไฟล์' })).toHaveTextContent('1');
    expect(counts.getByRole('listitem', { name: 'มีในรายการแล้ว' })).toHaveTextContent('1');
    expect(await screen.findByRole('grid', { name: 'รายการที่นำเข้าไม่ได้' })).toHaveTextContent(
      'ซ้ำกับแถวที่ 2 ในไฟล์',
    );
    // The file and reason belong to this preview now.
    expect(reasonField()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ตรวจสอบไฟล์' })).not.toBeInTheDocument();
  });

  it('imports the previewed rows on confirmation, says how many and returns to the list', async () => {
    const user = userEvent.setup();
    show(<Default />);
    await preview();

    await user.click(screen.getByRole('button', { name: 'ยืนยันนำเข้า 5 รายการ' }));

    await waitFor(() => expect(address()).toBe('/setting/exclude-cid'));
    expect(currentFakeApi().calls(CONFIRM)).toHaveLength(1);
    expect(toastTexts()).toEqual(['นำเข้า 5 รายการแล้ว']);
    expect(currentFakeApi().calls(CANCEL)).toHaveLength(0);
  });

  it('offers no confirmation when no row can be imported', async () => {
    show(<NothingValid />);

    await preview();

    expect(screen.getByRole('button', { name: 'ยืนยันนำเข้า 0 รายการ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toBeEnabled();
  });

  it('drops the preview on cancel, for another file', async () => {
    const user = userEvent.setup();
    show(<Default />);
    await preview();

    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    expect(currentFakeApi().calls(CANCEL)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' })).not.toBeInTheDocument();
    expect(checkButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'เลือกไฟล์อื่น' })).toBeInTheDocument();
    expect(currentFakeApi().calls(CONFIRM)).toHaveLength(0);
  });

  it("says the API's reason when it cannot read the file", async () => {
    show(<FileRefused />);
    const user = userEvent.setup();

    await choose(csvFile());
    await user.type(reasonField(), 'ขอไม่รับข่าวสาร');
    await user.click(checkButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบคอลัมน์เลขประจำตัวประชาชนในไฟล์');
    expect(checkButton()).toBeEnabled();
  });

  it('asks for the file again when the preview expired', async () => {
    const user = userEvent.setup();
    show(<PreviewExpired />);
    await preview();

    await user.click(screen.getByRole('button', { name: 'ยืนยันนำเข้า 5 รายการ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ไม่พบรายการนำเข้านี้ (หมดอายุหรือยืนยันไปแล้ว) กรุณาอัปโหลดไฟล์อีกครั้ง',
    );
    expect(screen.queryByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' })).not.toBeInTheDocument();
    expect(checkButton()).toBeEnabled();
  });

  it('keeps the preview to try again when confirming fails', async () => {
    const user = userEvent.setup();
    show(<ConfirmUnreachable />);
    await preview();

    await user.click(screen.getByRole('button', { name: 'ยืนยันนำเข้า 5 รายการ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('นำเข้าไม่สำเร็จ');
    expect(screen.getByRole('button', { name: 'ยืนยันนำเข้า 5 รายการ' })).toBeEnabled();
    expect(address()).toBe('/setting/exclude-cid/form?tab=import');
  });

  it('shows the upload under way, with nothing to press meanwhile', async () => {
    const user = userEvent.setup();
    show(<Uploading />);

    await choose(csvFile());
    await user.type(reasonField(), 'ขอไม่รับข่าวสาร');
    await user.click(checkButton());

    expect(await screen.findByRole('progressbar', { name: 'กำลังอัปโหลดไฟล์' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.queryByRole('button', { name: 'ตรวจสอบไฟล์' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เลือกไฟล์อื่น' })).not.toBeInTheDocument();
    expect(reasonField()).toBeDisabled();
  });

  it('asks before leaving a pending preview, and drops it on the API when leaving', async () => {
    const user = userEvent.setup();
    show(<Default />);
    await preview();

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));
    let dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    expect(dialog).toHaveAccessibleDescription(
      'ไฟล์ที่ตรวจสอบแล้วยังไม่ได้นำเข้า หากออกจากหน้านี้ต้องอัปโหลดไฟล์ใหม่',
    );
    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('list', { name: 'สรุปผลการตรวจสอบไฟล์' })).toBeInTheDocument();
    expect(currentFakeApi().calls(CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));
    dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'ออกจากหน้านี้' }));

    expect(await screen.findByText(ELSEWHERE_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(currentFakeApi().calls(CANCEL)).toHaveLength(1));
  });

  it('holds no axe violations, before and after the preview', async () => {
    show(<Default />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);

    await preview();
    await screen.findByRole('grid', { name: 'รายการที่นำเข้าไม่ได้' });
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
