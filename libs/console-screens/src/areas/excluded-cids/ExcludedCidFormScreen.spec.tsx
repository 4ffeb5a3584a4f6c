import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { CID_MESSAGES } from '@hbc/contracts';
import { ELSEWHERE_LABEL } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { storedCid, WRONG_CHECK_DIGIT_CID } from './cid-fixtures';
import * as stories from './ExcludedCidFormScreen.stories';

const { AddOne, ImportTab } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const ADD = 'POST /api/setting/cid';
const cidField = () => screen.getByRole('textbox', { name: 'เลขประจำตัวประชาชน' });
const reasonField = () => screen.getByRole('textbox', { name: 'เหตุผล' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

describe('ExcludedCidFormScreen: one CID', () => {
  it('opens on the one-at-a-time tab under the list in the breadcrumbs', () => {
    show(<AddOne />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'เพิ่ม CID ที่จำกัดการส่ง' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'เพิ่มทีละรายการ' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('เพิ่มทีละรายการ');
    expect(cidField()).toHaveAccessibleDescription('ตัวเลข 13 หลัก พิมพ์ขีดหรือเว้นวรรคคั่นได้');
    expect(cidField()).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('button', { name: 'จำกัดการส่ง CID' })).toBeInTheDocument();
  });

  it.each([
    ['nothing', '', CID_MESSAGES.required],
    ['letters', '1-1017-0012a-45-6', CID_MESSAGES.notDigits],
    ['too few digits', '1-1017-00123', CID_MESSAGES.length],
    ['a wrong check digit', WRONG_CHECK_DIGIT_CID, CID_MESSAGES.checkDigit],
  ])('says what is wrong with %s typed as the CID', async (_case, typed, message) => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.click(cidField());
    if (typed) await user.type(cidField(), typed);
    await user.tab();

    await waitFor(() => expect(cidField()).toHaveAccessibleDescription(message));
  });

  it('takes a valid CID typed with dashes or spaces', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.type(cidField(), '1 1017 00123 45 6');
    await user.tab();

    await waitFor(() => expect(cidField()).toHaveAttribute('aria-invalid', 'false'));
    expect(cidField()).toHaveAccessibleDescription('ตัวเลข 13 หลัก พิมพ์ขีดหรือเว้นวรรคคั่นได้');
  });

  it('asks for a reason', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.type(cidField(), '1-1017-00123-45-6');
    await user.click(save());

    await waitFor(() => expect(reasonField()).toHaveAccessibleDescription('กรุณากรอกเหตุผล'));
    expect(bodiesOf(ADD)).toEqual([]);
  });

  it('adds the CID as its 13 digits and returns to the list, the CID in no address', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.type(cidField(), '1-1017-00123-45-6');
    await user.type(reasonField(), 'ขอไม่รับข่าวสารทาง LINE');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/setting/exclude-cid'));
    expect(bodiesOf(ADD)).toEqual([{ cid: '1101700123456', reason: 'ขอไม่รับข่าวสารทาง LINE' }]);
    expect(toastTexts()).toEqual(['เพิ่ม CID ในรายการจำกัดการส่งแล้ว']);
  });

  it('shows the refusal of a CID already listed on its field', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.type(cidField(), storedCid(1).cid);
    await user.type(reasonField(), 'ขอไม่รับข่าวสาร');
    await user.click(save());

    await waitFor(() =>
      expect(cidField()).toHaveAccessibleDescription('เลขประจำตัวประชาชนนี้อยู่ในรายการแล้ว'),
    );
    expect(address()).toBe('/setting/exclude-cid/form');
  });

  it('asks before leaving what was typed', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.type(cidField(), '1-1017');
    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));

    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitForElementToBeRemoved(dialog);
    expect(address()).toBe('/setting/exclude-cid/form');
    expect(cidField()).toHaveValue('1-1017');
  });

  it('switches to the import tab through the address', async () => {
    const user = userEvent.setup();
    show(<AddOne />);

    await user.click(screen.getByRole('tab', { name: 'นำเข้าจากไฟล์' }));

    await waitFor(() => expect(address()).toBe('/setting/exclude-cid/form?tab=import'));
    expect(screen.getByRole('button', { name: 'ตรวจสอบไฟล์' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<AddOne />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});

describe('ExcludedCidFormScreen: the import tab', () => {
  it('opens on the import tab from ?tab=import', () => {
    show(<ImportTab />);

    expect(screen.getByRole('tab', { name: 'นำเข้าจากไฟล์' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('นำเข้าจากไฟล์');
    expect(screen.queryByRole('textbox', { name: 'เลขประจำตัวประชาชน' })).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<ImportTab />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
