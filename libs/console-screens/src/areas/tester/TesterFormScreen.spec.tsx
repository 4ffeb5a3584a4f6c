import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS, CID_MESSAGES, TESTER_MESSAGES } from '@hbc/contracts';
import { UNITS } from '../health-center/unit-detail-fixtures';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { FAKE_CODE, FAKE_CODE_ID, NOT_FOLLOWING_CID } from './tester-fixtures';
import * as stories from './TesterFormScreen.stories';
import { TESTER_CODE_POLL_MS } from './useTesterCode';

const { ByCid, ByCode, CodeExpired, SuperAdminWithUnit, SuperAdminWithoutUnit } =
  composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

/** Long enough for the screen's polls to be asked and answered. */
const POLLED = { timeout: TESTER_CODE_POLL_MS * 3 };
const nameField = () => screen.getByRole('textbox', { name: 'ชื่อผู้ทดสอบ' });
const cidField = () => screen.getByRole('textbox', { name: 'เลขประจำตัวประชาชน' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

describe('TesterFormScreen by CID', () => {
  it('says a wrong check digit as it is typed', async () => {
    const user = userEvent.setup();
    show(<ByCid />);

    await user.type(cidField(), '1-1017-00203-45-1');
    await user.tab();

    await waitFor(() => expect(cidField()).toHaveAccessibleDescription(CID_MESSAGES.checkDigit));
  });

  it('adds the follower of a CID, sent as its 13 digits, and goes back to the list', async () => {
    const user = userEvent.setup();
    show(<ByCid />);

    await user.type(nameField(), 'สมศักดิ์ ทดสอบ');
    await user.type(cidField(), '1-2345-67890-12-1');
    await user.click(save());

    await waitFor(() => expect(toastTexts()).toEqual(['เพิ่มผู้ทดสอบแล้ว']));
    expect(bodiesOf(`POST ${API_PATHS.tester}`)).toEqual([
      { name: 'สมศักดิ์ ทดสอบ', cid: '1234567890121' },
    ]);
    await waitFor(() => expect(address()).toBe('/setting/tester'));
  });

  it('shows the API’s reason on the CID when its citizen does not follow', async () => {
    const user = userEvent.setup();
    show(<ByCid />);

    await user.type(nameField(), 'ไม่ได้ติดตาม');
    await user.type(cidField(), NOT_FOLLOWING_CID);
    await user.click(save());

    await waitFor(() =>
      expect(cidField()).toHaveAccessibleDescription(TESTER_MESSAGES.notFollowing),
    );
    expect(address()).toBe('/setting/tester/form');
  });

  it('adds to the unit Super Admin chose, and asks for one without it', async () => {
    const user = userEvent.setup();
    const { unmount } = show(<SuperAdminWithUnit />);

    await user.type(nameField(), 'ส่วนกลาง');
    await user.type(cidField(), '1234567890121');
    await user.click(save());

    await waitFor(() =>
      expect(bodiesOf(`POST ${API_PATHS.tester}`)).toEqual([
        { unitId: UNITS.banNongBua.id, name: 'ส่วนกลาง', cid: '1234567890121' },
      ]),
    );
    unmount();

    show(<SuperAdminWithoutUnit />);
    expect(
      screen.getByText('ยังไม่ได้เลือกหน่วยบริการ กลับไปที่รายชื่อผู้ทดสอบแล้วเลือกหน่วยบริการก่อน'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('TesterFormScreen by one-time code', () => {
  it('shows the code large with what to do and the time left, waits until it is sent, then goes back', async () => {
    const user = userEvent.setup();
    show(<ByCode />);
    expect(screen.getByRole('tab', { name: 'รหัสครั้งเดียว' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'สร้างรหัส' }));
    expect(await screen.findByText('กรุณากรอกข้อมูล')).toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.testerCode}`)).toEqual([]);

    await user.type(nameField(), 'สมหญิง ทดสอบ');
    await user.click(screen.getByRole('button', { name: 'สร้างรหัส' }));

    expect(await screen.findByText(FAKE_CODE)).toBeInTheDocument();
    expect(
      screen.getByText('ให้ผู้ทดสอบส่งรหัสนี้ทางแชตถึงบัญชี LINE ของโครงการภายใน 10 นาที'),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^เหลือเวลา (10:00|9:5\d) นาที$/);
    expect(bodiesOf(`POST ${API_PATHS.testerCode}`)).toEqual([{ name: 'สมหญิง ทดสอบ' }]);

    await waitFor(() => expect(toastTexts()).toEqual(['เพิ่มผู้ทดสอบ สมหญิง ทดสอบ แล้ว']), POLLED);
    expect(bodiesOf(`GET ${API_PATHS.testerCodeById(FAKE_CODE_ID)}`)).toHaveLength(2);
    await waitFor(() => expect(address()).toBe('/setting/tester'));
  }, 20_000);

  it('says an expired code expired, and makes a new one', async () => {
    const user = userEvent.setup();
    show(<CodeExpired />);

    await user.type(nameField(), 'ช้า');
    await user.click(screen.getByRole('button', { name: 'สร้างรหัส' }));
    expect(await screen.findByText(FAKE_CODE)).toBeInTheDocument();

    expect(
      await screen.findByText('รหัสนี้หมดอายุแล้ว ผู้ทดสอบยังไม่ได้ส่งรหัสภายในเวลาที่กำหนด', {}, POLLED),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างรหัสใหม่' }));

    expect(await screen.findByText(FAKE_CODE)).toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.testerCode}`)).toEqual([{ name: 'ช้า' }, { name: 'ช้า' }]);
  }, 20_000);

  it('cancels a waiting code on leaving', async () => {
    const user = userEvent.setup();
    show(<CodeExpired />);

    await user.type(nameField(), 'เปลี่ยนใจ');
    await user.click(screen.getByRole('button', { name: 'สร้างรหัส' }));
    await screen.findByText(FAKE_CODE);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() =>
      expect(bodiesOf(`DELETE ${API_PATHS.testerCodeById(FAKE_CODE_ID)}`)).toHaveLength(1),
    );
    await waitFor(() => expect(address()).toBe('/setting/tester'));
  });
});
