import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import * as stories from './ActivityEntryDialog.stories';

const { UnitEdited, FailedSignIn, Closed } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

/** The dialog's fields as [label, text] pairs, top to bottom. */
function fields(): [string, string][] {
  const dialog = screen.getByRole('dialog', { name: 'รายละเอียดการใช้งาน' });
  const terms = within(dialog).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('ActivityEntryDialog', () => {
  it('shows every field of the entry, the description in full', () => {
    show(<UnitEdited />);
    expect(fields()).toEqual([
      ['วันเวลา', expect.stringMatching(/^\d{1,2} .+ 2569 \d{2}:\d{2}$/)],
      ['ผู้ใช้งาน', 'สมชาย ใจดี'],
      ['บทบาท', 'Admin LV1'],
      ['หน่วยบริการ', 'โรงพยาบาลบ้านหนองบัว'],
      ['การกระทำ', 'แก้ไข'],
      ['เมนู', 'หน่วยบริการ'],
      ['หัวข้อ', 'โรงพยาบาลบ้านหนองบัว (10954)'],
      ['รายละเอียด', expect.stringContaining('ลงวันที่ 20 พฤศจิกายน 2569')],
      ['IP', expect.stringMatching(/^10\.20\./)],
    ]);
  });

  it("shows '—' where a failed sign-in has no name, role or unit", () => {
    show(<FailedSignIn />);
    expect(Object.fromEntries(fields())).toMatchObject({
      ผู้ใช้งาน: '—',
      บทบาท: '—',
      หน่วยบริการ: '—',
      การกระทำ: 'เข้าสู่ระบบไม่สำเร็จ',
    });
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    show(<UnitEdited onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without an entry', () => {
    show(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<UnitEdited />);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
