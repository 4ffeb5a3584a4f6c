import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { currentFakeApi } from '../../../health-center/unit-detail-fixtures';
import { show } from '../../../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import { CONDITION_MESSAGES } from '../../condition-messages';
import { UPLOADED_CID_LIST } from '../../segment-fixtures';
import * as stories from './CidListEditor.stories';

const { New, Uploaded, SavedEarlier, UploadRefused } = composeStories(stories);

afterEach(() => clearProfile());

const csv = (name = 'ผู้ป่วยเบาหวาน.csv', text = 'เลขประจำตัวประชาชน\n1101700203451\n') =>
  new File([text], name, { type: 'text/csv' });

async function pick(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('เลือกไฟล์'), file);
}

describe('CidListEditor', () => {
  it('uploads the chosen file at once and shows how many CIDs it holds and its bad rows', async () => {
    const user = userEvent.setup();
    show(<New />);

    await pick(csv());

    expect(await screen.findByText('เลขประจำตัวประชาชน 1,250 รายการ')).toBeInTheDocument();
    expect(screen.getByText('ผู้ป่วยเบาหวาน.csv')).toBeInTheDocument();
    expect(screen.getByText('แถวที่ไม่ถูกต้อง 2 แถว (ไม่นำมาใช้)')).toBeInTheDocument();
    expect(screen.getByText('แถวที่ 4: เลขประจำตัวประชาชนไม่ถูกต้อง')).toBeInTheDocument();
    const [upload] = currentFakeApi().calls('POST /api/segment/cid-list');
    expect(upload?.body).toMatchObject({ fileName: 'ผู้ป่วยเบาหวาน.csv' });
    expect((upload?.body as { base64: string }).base64).toMatch(/^data:text\/csv;base64,/);

    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    await waitFor(() =>
      expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
        { kind: 'CID_LIST', listId: UPLOADED_CID_LIST.id },
      ]),
    );
  });

  it('refuses a file that is not CSV or XLSX before sending it', async () => {
    show(<New />);
    await pick(csv('รายชื่อ.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'อ่านไฟล์ไม่ได้ รองรับเฉพาะไฟล์ CSV (UTF-8) หรือ XLSX',
    );
    expect(currentFakeApi().calls('POST /api/segment/cid-list')).toHaveLength(0);
  });

  it("says the API's reason when it refuses the file", async () => {
    show(<UploadRefused />);
    await pick(csv());
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบเลขประจำตัวประชาชนในไฟล์');
  });

  it('asks for a file', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(await screen.findByText(CONDITION_MESSAGES.cidListRequired)).toBeInTheDocument();
  });

  it('shows a list uploaded in this visit, and one saved earlier', () => {
    show(<Uploaded />);
    expect(screen.getByText('เลขประจำตัวประชาชน 1,250 รายการ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เลือกไฟล์อื่น' })).toBeInTheDocument();
  });

  it('says a list saved earlier is kept until another file is uploaded', () => {
    show(<SavedEarlier />);
    expect(screen.getByText('ใช้รายการที่อัปโหลดไว้แล้ว อัปโหลดไฟล์ใหม่เพื่อเปลี่ยนรายการ')).toBeInTheDocument();
  });
});
