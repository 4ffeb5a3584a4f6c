import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import {
  FIELD_MESSAGES,
  TRACKING_URL_MESSAGES,
  TRACKING_URL_NAME_MAX_LENGTH,
} from '@hbc/contracts';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '../testing/axe';
import { englishLeftovers } from '../testing/english-leftovers';
import { shownTrackingLinks, TAKEN_NAME } from '../testing/memory-tracking-links';
import * as stories from './TrackingLinkPickerDialog.stories';

const { Links, FromFieldAddress, NoLinks, SearchFails } = composeStories(stories);

function show(story: React.ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
  return screen.getByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
}

const searches = () => shownTrackingLinks.current?.searches ?? [];
const created = () => shownTrackingLinks.current?.created ?? [];
const newLinkForm = (dialog: HTMLElement) =>
  within(dialog).getByRole('form', { name: 'สร้างลิงก์ติดตามใหม่' });

/** The names of the links offered, top to bottom. */
async function offered(dialog: HTMLElement): Promise<string[]> {
  const list = await within(dialog).findByRole('list', { name: 'ลิงก์ติดตามของหน่วยบริการ' });
  return within(list)
    .getAllByRole('button')
    .map((item) => item.querySelector('.MuiListItemText-primary')?.textContent ?? '');
}

describe('TrackingLinkPickerDialog', () => {
  it("offers the unit's enabled links with their destination and short link", async () => {
    const dialog = show(<Links />);
    expect(await offered(dialog)).toEqual([
      'นัดฉีดวัคซีนไข้หวัดใหญ่',
      'ตรวจคัดกรองเบาหวาน',
      'แบบประเมินความพึงพอใจ',
    ]);
    const first = within(dialog).getByRole('button', { name: /นัดฉีดวัคซีนไข้หวัดใหญ่/ });
    expect(first).toHaveTextContent('ปลายทาง: https://hospital.example/vaccine/flu');
    expect(first).toHaveTextContent('ลิงก์ย่อ: https://hbc.example/t/Vx7kQ2mP9a');
    expect(searches()).toEqual(['']);
  });

  it('searches once typing pauses, and hands back the short link chosen', async () => {
    const user = userEvent.setup();
    const dialog = show(<Links />);
    await offered(dialog);

    await user.type(within(dialog).getByRole('searchbox', { name: 'ค้นหาลิงก์ติดตาม' }), 'เบาหวาน');
    await waitFor(async () => expect(await offered(dialog)).toEqual(['ตรวจคัดกรองเบาหวาน']));
    expect(searches()).toEqual(['', 'เบาหวาน']);

    await user.click(within(dialog).getByRole('button', { name: /ตรวจคัดกรองเบาหวาน/ }));
    expect(screen.getByText('ได้ลิงก์ https://hbc.example/t/Db4nR8sT1c')).toBeInTheDocument();
  });

  it('says when the unit has no enabled link', async () => {
    const dialog = show(<NoLinks />);
    expect(await within(dialog).findByText('ไม่พบลิงก์ติดตามที่เปิดใช้งาน')).toBeInTheDocument();
  });

  it('says when the search fails, and searches again on request', async () => {
    const user = userEvent.setup();
    const dialog = show(<SearchFails />);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ค้นหาลิงก์ติดตามไม่สำเร็จ');
    await user.click(within(dialog).getByRole('button', { name: 'ลองอีกครั้ง' }));
    await waitFor(() => expect(searches()).toEqual(['', '']));
  });

  it('creates a link to where the field led and hands it back', async () => {
    const user = userEvent.setup();
    const dialog = show(<FromFieldAddress />);
    const form = newLinkForm(dialog);
    expect(within(form).getByRole('textbox', { name: 'ลิงก์ปลายทาง' })).toHaveValue(
      'https://hospital.example/news/2569',
    );
    await user.type(within(form).getByRole('textbox', { name: 'ชื่อลิงก์' }), 'ข่าวประจำปี');
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));

    expect(await screen.findByText('ได้ลิงก์ https://hbc.example/t/New0000001')).toBeInTheDocument();
    expect(created()).toEqual([
      { name: 'ข่าวประจำปี', targetUrl: 'https://hospital.example/news/2569' },
    ]);
  });

  it("checks the new link by the contracts' rules and sends nothing wrong", async () => {
    const user = userEvent.setup();
    const dialog = show(<Links />);
    const form = newLinkForm(dialog);
    const name = within(form).getByRole('textbox', { name: 'ชื่อลิงก์' });
    const target = within(form).getByRole('textbox', { name: 'ลิงก์ปลายทาง' });
    const create = within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' });

    await user.click(create);
    expect(name).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.nameRequired);
    expect(target).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.targetRequired);

    await user.type(name, 'ข่าว');
    await user.type(target, 'hospital.example/news');
    await user.click(create);
    expect(name).not.toHaveAccessibleDescription();
    expect(target).toHaveAccessibleDescription(TRACKING_URL_MESSAGES.targetInvalid);
    expect(created()).toEqual([]);
  });

  it('keeps a pasted name over its limit whole and says so at once, sending nothing', async () => {
    const user = userEvent.setup();
    const dialog = show(<Links />);
    const form = newLinkForm(dialog);
    const name = within(form).getByRole('textbox', { name: 'ชื่อลิงก์' });
    const long = 'ข'.repeat(TRACKING_URL_NAME_MAX_LENGTH + 5);
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(name).not.toHaveAttribute('maxlength');
    expect(name).toHaveAccessibleDescription(FIELD_MESSAGES.tooLong(TRACKING_URL_NAME_MAX_LENGTH));
    await user.type(within(form).getByRole('textbox', { name: 'ลิงก์ปลายทาง' }), 'https://a.b/c');
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));
    expect(name).toHaveAccessibleDescription(FIELD_MESSAGES.tooLong(TRACKING_URL_NAME_MAX_LENGTH));
    expect(created()).toEqual([]);
  });

  it('shows a refusal of the host under its field', async () => {
    const user = userEvent.setup();
    const dialog = show(<FromFieldAddress />);
    const form = newLinkForm(dialog);
    const name = within(form).getByRole('textbox', { name: 'ชื่อลิงก์' });
    await user.type(name, TAKEN_NAME);
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('มีลิงก์ติดตามชื่อนี้ในหน่วยบริการแล้ว'));
    expect(screen.getByRole('dialog', { name: 'เลือกลิงก์ติดตาม' })).toBeInTheDocument();
  });

  it('closes on Cancel without handing anything back', async () => {
    const user = userEvent.setup();
    const dialog = show(<Links />);
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.getByText('ปิดหน้าต่างแล้ว')).toBeInTheDocument();
  });

  it('holds no axe violations and no English words', async () => {
    const dialog = show(<Links />);
    await offered(dialog);
    expect(await axeViolations()).toEqual([]);
    expect(englishLeftovers(dialog)).toEqual([]);
  });
});
