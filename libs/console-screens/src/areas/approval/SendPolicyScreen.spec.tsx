import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS } from '@hbc/contracts';
import { bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import * as stories from './SendPolicyScreen.stories';

const { BySuperAdmin, NoPolicyYet, AcrossMidnight, RefusedByApi, SaveFails, LoadFails } =
  composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const SAVE = `PUT ${API_PATHS.sendPolicy}`;
const WINDOW = 'จำกัดช่วงเวลาส่ง';
const CAP = 'จำกัดจำนวนครั้งที่ประชาชนได้รับ';
const FIELDS = {
  start: /^เวลาเริ่มส่ง/,
  end: /^เวลาสิ้นสุด/,
  count: /^จำนวนครั้งไม่เกิน/,
  days: /^ภายในจำนวนวัน/,
} as const;

const field = (name: keyof typeof FIELDS) => screen.getByRole('textbox', { name: FIELDS[name] });
const effect = () => screen.getByRole('region', { name: 'ผลของนโยบาย' });
const effectLines = () =>
  within(effect())
    .getAllByRole('listitem')
    .map((line) => line.textContent);

async function retype(name: keyof typeof FIELDS, text: string, user = userEvent.setup()) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

async function opened() {
  await screen.findByRole('switch', { name: WINDOW });
}

describe('SendPolicyScreen', () => {
  it('shows the window and the cap with their effect in words, and saves a change', async () => {
    const user = userEvent.setup();
    show(<BySuperAdmin />);
    expect(screen.getByRole('heading', { level: 1, name: 'นโยบายการส่ง' })).toBeInTheDocument();
    await opened();
    expect(screen.getByRole('switch', { name: WINDOW })).toBeChecked();
    expect(screen.getByRole('switch', { name: CAP })).toBeChecked();
    expect(field('start')).toHaveValue('08:00');
    expect(field('end')).toHaveValue('20:00');
    expect(field('count')).toHaveValue('3');
    expect(field('days')).toHaveValue('7');
    expect(effectLines()[0]).toMatch(/^ส่งบรอดแคสต์ได้เฉพาะเวลา 08:00–20:00 น\. \(เวลาประเทศไทย\)/);
    expect(effectLines()[1]).toMatch(/^ประชาชนแต่ละคนได้รับบรอดแคสต์ไม่เกิน 3 ครั้งใน 7 วัน/);

    await retype('end', '18:30', user);
    await retype('count', '2', user);
    // The effect follows what is typed.
    expect(effectLines()[0]).toMatch(/^ส่งบรอดแคสต์ได้เฉพาะเวลา 08:00–18:30 น\./);
    expect(effectLines()[1]).toMatch(/ไม่เกิน 2 ครั้งใน 7 วัน/);

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(toastTexts()).toContain('บันทึกนโยบายการส่งแล้ว'));
    expect(bodiesOf(SAVE)).toEqual([
      { sendWindow: { start: '08:00', end: '18:30' }, frequencyCap: { count: 2, days: 7 } },
    ]);
  });

  it('keeps the effect of the last complete time while one is half typed', async () => {
    const user = userEvent.setup();
    show(<BySuperAdmin />);
    await opened();
    await retype('start', '07:3', user);
    expect(effectLines()[0]).toMatch(/^ส่งบรอดแคสต์ได้เฉพาะเวลา 08:00–20:00 น\./);
    await user.type(field('start'), '0');
    expect(effectLines()[0]).toMatch(/^ส่งบรอดแคสต์ได้เฉพาะเวลา 07:30–20:00 น\./);
  });

  it('allows a window across midnight, and says so', async () => {
    const user = userEvent.setup();
    show(<AcrossMidnight />);
    await opened();
    expect(field('start')).toHaveValue('20:00');
    expect(field('end')).toHaveValue('06:00');
    expect(screen.getByText(/ช่วงเวลาข้ามเที่ยงคืน เช่น 20:00–06:00/)).toBeInTheDocument();
    expect(effectLines()[0]).toMatch(/20:00–06:00 น\. \(เวลาประเทศไทย ข้ามเที่ยงคืน\)/);
    expect(screen.getByRole('switch', { name: CAP })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: FIELDS.count })).not.toBeInTheDocument();
    expect(effectLines()[1]).toBe('ไม่จำกัดจำนวนครั้งที่ประชาชนแต่ละคนได้รับ');

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(toastTexts()).toContain('บันทึกนโยบายการส่งแล้ว'));
    expect(bodiesOf(SAVE)).toEqual([
      { sendWindow: { start: '20:00', end: '06:00' }, frequencyCap: null },
    ]);
  });

  it('switches a part on with suggested values, and off to none', async () => {
    const user = userEvent.setup();
    show(<NoPolicyYet />);
    await opened();
    expect(effectLines().slice(0, 2)).toEqual([
      'ไม่จำกัดช่วงเวลาส่ง: บรอดแคสต์ส่งได้ทุกเวลา',
      'ไม่จำกัดจำนวนครั้งที่ประชาชนแต่ละคนได้รับ',
    ]);
    expect(screen.queryByRole('textbox', { name: FIELDS.start })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: CAP }));
    expect(field('count')).toHaveValue('3');
    expect(field('days')).toHaveValue('7');
    expect(effectLines()[1]).toMatch(/ไม่เกิน 3 ครั้งใน 7 วัน/);
    await user.click(screen.getByRole('switch', { name: WINDOW }));
    await user.click(screen.getByRole('switch', { name: WINDOW }));
    expect(effectLines()[0]).toBe('ไม่จำกัดช่วงเวลาส่ง: บรอดแคสต์ส่งได้ทุกเวลา');

    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(bodiesOf(SAVE)).toHaveLength(1));
    expect(bodiesOf(SAVE)).toEqual([{ sendWindow: null, frequencyCap: { count: 3, days: 7 } }]);
  });

  it.each([
    ['start', '8:00', 'รูปแบบเวลาไม่ถูกต้อง (ชั่วโมง:นาที เช่น 08:00)'],
    ['end', '24:00', 'รูปแบบเวลาไม่ถูกต้อง (ชั่วโมง:นาที เช่น 08:00)'],
    ['end', '08:00', 'เวลาเริ่มและเวลาสิ้นสุดต้องไม่ใช่เวลาเดียวกัน'],
    ['count', '', 'กรุณากรอกจำนวนครั้ง'],
    ['count', '0', 'จำนวนครั้งต้องไม่น้อยกว่า 1'],
    ['count', '51', 'จำนวนครั้งต้องไม่เกิน 50'],
    ['days', '1.5', 'กรุณากรอกจำนวนเต็ม'],
    ['days', '91', 'จำนวนวันต้องไม่เกิน 90'],
  ] as const)(
    'refuses %s %p in Thai at its field without calling the API',
    async (name, typed, message) => {
      const user = userEvent.setup();
      show(<BySuperAdmin />);
      await opened();
      await retype(name, typed, user);
      await user.click(screen.getByRole('button', { name: 'บันทึก' }));
      expect(field(name)).toHaveAccessibleDescription(message);
      expect(bodiesOf(SAVE)).toEqual([]);

      // Typing again clears it.
      await retype(name, '1', user);
      expect(field(name)).not.toHaveAccessibleDescription(message);
    },
  );

  it("shows the API's refusal at its field", async () => {
    const user = userEvent.setup();
    show(<RefusedByApi />);
    await opened();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(field('days')).toHaveAccessibleDescription('จำนวนวันต้องไม่เกิน 90'));
    expect(field('days')).toBeInvalid();
    expect(toastTexts()).not.toContain('บันทึกนโยบายการส่งแล้ว');
  });

  it('says when the save failed', async () => {
    const user = userEvent.setup();
    show(<SaveFails />);
    await opened();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(toastTexts()).toContain('บันทึกนโยบายการส่งไม่สำเร็จ'));
  });

  it('says when the policy cannot be read, offering to try again', async () => {
    show(<LoadFails />);
    expect(await screen.findByText('โหลดนโยบายการส่งไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
