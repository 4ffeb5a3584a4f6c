import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { ELSEWHERE_LABEL } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { VACCINE_LINK } from './tracking-url-fixtures';
import * as stories from './TrackingUrlFormScreen.stories';

const { New, Edit, NameTaken, TargetRefused, Saving, NotFound } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
  jest.restoreAllMocks();
});

const CREATE = 'POST /api/tracking-url';
const UPDATE = `PUT /api/tracking-url/${VACCINE_LINK.id}`;
const nameField = () => screen.getByRole('textbox', { name: 'ชื่อลิงก์' });
const targetField = () => screen.getByRole('textbox', { name: 'ลิงก์ปลายทาง' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });

describe('TrackingUrlFormScreen: a new link', () => {
  it('creates the link, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    show(<New />);
    expect(screen.getByRole('heading', { level: 1, name: 'เพิ่มข้อมูลลิงก์ติดตาม' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'เปิดใช้งาน' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ลิงก์ย่อ' })).not.toBeInTheDocument();

    await user.type(nameField(), 'โปสเตอร์หน้าโรงพยาบาล');
    await user.type(targetField(), 'https://hospital.example/poster');
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/tracking-url'));
    expect(bodiesOf(CREATE)).toEqual([
      { name: 'โปสเตอร์หน้าโรงพยาบาล', targetUrl: 'https://hospital.example/poster' },
    ]);
    expect(toastTexts()).toEqual(['บันทึกข้อมูลสำเร็จ']);
  });

  it("says what is wrong in the contracts' Thai words, and sends nothing", async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.type(nameField(), ' ');
    await user.click(save());

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.nameRequired),
    );
    expect(targetField()).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.targetRequired);

    await user.type(targetField(), 'hospital.example/ข่าว สุขภาพ');
    await user.click(save());
    await waitFor(() =>
      expect(targetField()).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.targetInvalid),
    );
    expect(bodiesOf(CREATE)).toEqual([]);
  });

  it("shows the API's 409 under the name", async () => {
    const user = userEvent.setup();
    show(<NameTaken />);
    await user.type(nameField(), VACCINE_LINK.name);
    await user.type(targetField(), 'https://hospital.example/other');
    await user.click(save());

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.nameTaken),
    );
    expect(address()).toBe('/tracking-url/form');
  });

  it('goes back to the list on Cancel', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(address()).toBe('/tracking-url');
  });

  it('asks before leaving unsaved changes', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.type(nameField(), 'ยังไม่บันทึก');
    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));

    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitFor(() => expect(address()).toBe('/tracking-url/form'));
    expect(nameField()).toHaveValue('ยังไม่บันทึก');
  });
});

describe('TrackingUrlFormScreen: a link to edit', () => {
  it('shows the link with its short link to copy and its clicks, and saves its status', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    show(<Edit />);
    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลลิงก์ติดตาม' })).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(VACCINE_LINK.name));
    expect(targetField()).toHaveValue(VACCINE_LINK.targetUrl);
    const shortLink = screen.getByRole('textbox', { name: 'ลิงก์ย่อ' });
    expect(shortLink).toHaveValue('https://hbc.example/t/Tk01xQ9_zB');
    expect(shortLink).toHaveAttribute('readonly');
    expect(shortLink).toHaveAccessibleDescription('คลิก 1,284 ครั้ง · คลิกไม่ซ้ำ 903 ครั้ง');

    await user.click(screen.getByRole('button', { name: 'คัดลอกลิงก์ย่อ' }));
    await waitFor(() => expect(toastTexts()).toEqual(['คัดลอกลิงก์ย่อแล้ว']));
    expect(writeText).toHaveBeenCalledWith('https://hbc.example/t/Tk01xQ9_zB');
    act(() => dismissToasts());

    const enabled = screen.getByRole('switch', { name: 'เปิดใช้งาน' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/tracking-url'));
    expect(bodiesOf(UPDATE)).toEqual([
      { name: VACCINE_LINK.name, targetUrl: VACCINE_LINK.targetUrl, enabled: false },
    ]);
  });

  it("shows the API's 400 under the destination", async () => {
    const user = userEvent.setup();
    show(<TargetRefused />);
    await waitFor(() => expect(targetField()).toHaveValue(VACCINE_LINK.targetUrl));
    await user.clear(targetField());
    await user.type(targetField(), 'https://hospital.example/new-page');
    await user.click(save());

    await waitFor(() =>
      expect(targetField()).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.targetInvalid),
    );
    expect(address()).toBe('/tracking-url/form?id=1');
  });

  it('waits, saving disabled, while the save is under way', async () => {
    const user = userEvent.setup();
    show(<Saving />);
    await waitFor(() => expect(nameField()).toHaveValue(VACCINE_LINK.name));
    await user.type(nameField(), ' 2569');
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it("says 'ไม่พบข้อมูล' for a link that is not the unit's", async () => {
    show(<NotFound />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูล');
  });

  it('holds no axe violations', async () => {
    show(<Edit />);
    await waitFor(() => expect(nameField()).toHaveValue(VACCINE_LINK.name));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
