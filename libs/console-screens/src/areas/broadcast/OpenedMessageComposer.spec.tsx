import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { bodiesOf, show } from '../../testing/spec-helpers';
import {
  OLD_SURVEY_LINK,
  SCREENING_LINK,
  VACCINE_LINK,
} from '../tracking-url/tracking-url-fixtures';
import * as stories from './OpenedMessageComposer.stories';

const { WithTrackingLinks, ReadOnly } = composeStories(stories);

const LIST = 'POST /api/tracking-url/list';
const linkField = () => screen.getByRole('textbox', { name: 'ลิงก์' });

async function composer(name: string) {
  return screen.findByRole('dialog', { name });
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'ใช้ลิงก์ติดตาม' }));
  return screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
}

describe('OpenedMessageComposer', () => {
  it('names the tracking link a card holds, found through the API', async () => {
    show(<WithTrackingLinks />);
    await composer('สร้างข้อความ');
    expect(await screen.findByText(`ลิงก์ติดตาม: ${VACCINE_LINK.name}`)).toBeInTheDocument();
    expect(bodiesOf(LIST)).toEqual([{ page: 1, pageSize: 20, search: VACCINE_LINK.code }]);
  });

  it("offers the unit's enabled links, and puts the chosen short link in the card", async () => {
    const user = userEvent.setup();
    show(<WithTrackingLinks />);
    await composer('สร้างข้อความ');
    const picker = await openPicker(user);

    const offered = await within(picker).findByRole('list', { name: 'ลิงก์ติดตามของหน่วยบริการ' });
    expect(within(offered).getAllByRole('button')).toHaveLength(20);
    expect(
      within(offered).queryByRole('button', { name: new RegExp(OLD_SURVEY_LINK.name) }),
    ).toBeNull();
    expect(bodiesOf(LIST).at(-1)).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'createdAt', direction: 'desc' },
      filters: { status: 'ENABLED' },
    });

    await user.click(
      within(offered).getByRole('button', { name: new RegExp(SCREENING_LINK.name) }),
    );

    await waitFor(() => expect(linkField()).toHaveValue(SCREENING_LINK.shortUrl));
    expect(screen.getByText(`ลิงก์ติดตาม: ${SCREENING_LINK.name}`)).toBeInTheDocument();
  });

  it('creates a link through the API and uses it', async () => {
    const user = userEvent.setup();
    show(<WithTrackingLinks />);
    await composer('สร้างข้อความ');
    const picker = await openPicker(user);
    const form = within(picker).getByRole('form', { name: 'สร้างลิงก์ติดตามใหม่' });
    const target = within(form).getByRole('textbox', { name: 'ลิงก์ปลายทาง' });
    expect(target).toHaveValue(VACCINE_LINK.targetUrl);

    await user.type(within(form).getByRole('textbox', { name: 'ชื่อลิงก์' }), 'วัคซีนรอบสอง');
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'เลือกลิงก์ติดตาม' })).toBeNull());
    expect(bodiesOf('POST /api/tracking-url')).toEqual([
      { name: 'วัคซีนรอบสอง', targetUrl: VACCINE_LINK.targetUrl },
    ]);
    expect(linkField()).toHaveValue('https://hbc.example/t/Tk24xQ9_zY');
    expect(screen.getByText('ลิงก์ติดตาม: วัคซีนรอบสอง')).toBeInTheDocument();
  });

  it("shows the API's refusal of a taken name under the name", async () => {
    const user = userEvent.setup();
    show(<WithTrackingLinks />);
    await composer('สร้างข้อความ');
    const picker = await openPicker(user);
    const form = within(picker).getByRole('form', { name: 'สร้างลิงก์ติดตามใหม่' });
    const name = within(form).getByRole('textbox', { name: 'ชื่อลิงก์' });

    await user.type(name, SCREENING_LINK.name);
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('มีลิงก์ติดตามชื่อนี้ในหน่วยบริการแล้ว'));
  });

  it('names the tracking link when viewing, offering nothing', async () => {
    show(<ReadOnly />);
    await composer('ดูข้อความ');
    expect(await screen.findByText(`ลิงก์ติดตาม: ${VACCINE_LINK.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' })).not.toBeInTheDocument();
  });
});
