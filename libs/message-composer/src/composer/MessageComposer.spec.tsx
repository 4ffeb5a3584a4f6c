import { dismissAllToasts, StoryShell, theme } from '@hbc/ui';
import { memo, type ComponentType } from 'react';
import {
  cleanup,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { FORMAT_REGISTRY } from '../registry';
import type { EditorProps } from '../editors/types';
import { LIMITS } from '@hbc/message-model';
import { heavyMessages, sampleText, sampleVideo } from '@hbc/message-model/fixtures';
import { axeViolations } from '../testing/axe';
import { englishLeftovers } from '../testing/english-leftovers';
import { mockScreenWidth } from '@hbc/ui/testing';
import * as stories from './MessageComposer.stories';

const { Empty, ThreeMessages, RichAndJson, HeavyComposer, WithErrors, ReadOnly } =
  composeStories(stories);

afterEach(dismissAllToasts);

async function open(user: ReturnType<typeof userEvent.setup>, name = 'สร้างข้อความ') {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name });
}
const messageCards = () => screen.queryAllByRole('region', { name: /^ข้อความที่ \d+: / });
const titles = () => messageCards().map((card) => card.getAttribute('aria-label'));
const saved = () => JSON.parse(screen.getByLabelText('ข้อมูลที่บันทึก').textContent ?? '[]');
const menu = () => screen.getByRole('list', { name: 'รูปแบบข้อความ' });
/** The message card's own delete button (the card's uploaders have a 'ลบ' of their own, further down). */
const deleteButton = (card: HTMLElement) =>
  within(card).getAllByRole('button', { name: 'ลบ' })[0] as HTMLElement;
const discardQuestion = () => screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
const previewRows = () => {
  const preview = screen.getByRole('list', { name: 'ตัวอย่างข้อความ' });
  return within(preview)
    .getAllByRole('listitem')
    .filter((row) => row.parentElement === preview);
};

describe('MessageComposer', () => {
  it('opens from a create button into a menu of five formats, an empty list hint, Cancel and Save', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    const dialog = await open(user);
    expect(
      within(menu())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ข้อความ', 'ริชเมสเสจ', 'การ์ดเมสเสจ', 'วิดีโอ', 'JSON']);
    expect(
      within(dialog).getByText('เลือกรูปแบบข้อความจากเมนูด้านซ้าย (สูงสุด 3 ข้อความ)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ยกเลิก' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toBeInTheDocument();
  });

  it('adds messages from the menu, at most 3, with a toast for a 4th', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    await open(user);
    await user.click(within(menu()).getByRole('button', { name: 'ข้อความ' }));
    await user.click(within(menu()).getByRole('button', { name: 'วิดีโอ' }));
    await user.click(within(menu()).getByRole('button', { name: 'JSON' }));
    expect(titles()).toEqual(['ข้อความที่ 1: ข้อความ', 'ข้อความที่ 2: วิดีโอ', 'ข้อความที่ 3: JSON']);
    expect(
      screen.queryByText('เลือกรูปแบบข้อความจากเมนูด้านซ้าย (สูงสุด 3 ข้อความ)'),
    ).not.toBeInTheDocument();
    await user.click(within(menu()).getByRole('button', { name: 'การ์ดเมสเสจ' }));
    expect(screen.getByText('เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ')).toBeInTheDocument();
    expect(messageCards()).toHaveLength(3);
  });

  it('moves messages one step down or up and deletes them', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    await open(user);
    expect(titles()).toEqual(['ข้อความที่ 1: ข้อความ', 'ข้อความที่ 2: การ์ดเมสเสจ', 'ข้อความที่ 3: วิดีโอ']);
    const [first, , last] = messageCards() as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('button', { name: 'เลื่อนขึ้น' })).toBeDisabled();
    expect(within(last as HTMLElement).getByRole('button', { name: 'เลื่อนลง' })).toBeDisabled();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'เลื่อนลง' }));
    expect(titles()).toEqual(['ข้อความที่ 1: การ์ดเมสเสจ', 'ข้อความที่ 2: ข้อความ', 'ข้อความที่ 3: วิดีโอ']);
    await user.click(
      within(messageCards()[2] as HTMLElement).getByRole('button', { name: 'เลื่อนขึ้น' }),
    );
    expect(titles()).toEqual(['ข้อความที่ 1: การ์ดเมสเสจ', 'ข้อความที่ 2: วิดีโอ', 'ข้อความที่ 3: ข้อความ']);
    await user.click(deleteButton(messageCards()[0] as HTMLElement));
    expect(titles()).toEqual(['ข้อความที่ 1: วิดีโอ', 'ข้อความที่ 2: ข้อความ']);
    // The text kept its content through the moves.
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveValue(sampleText().text);
  });

  it('highlights nothing before Save; Save with errors shows the warning list and emits nothing', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithErrors />
      </StoryShell>,
    );
    const dialog = await open(user);
    expect(screen.queryByText('กรุณากรอกข้อความ')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    const warning = within(dialog).getByRole('alert');
    expect(within(warning).getByText('กรุณากรอกข้อมูลให้ครบถ้วน')).toBeInTheDocument();
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ข้อความที่ 1 (ข้อความ): กรุณากรอกข้อความ',
      'ข้อความที่ 2 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ',
      'ข้อความที่ 3 (ริชเมสเสจ): การกระทำที่ 1: กรุณากรอกลิงก์',
    ]);
    // Highlights appear now that the form is dirty.
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(messageCards()[0] as HTMLElement).getByText('กรุณากรอกข้อความ'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    // The warning list can be dismissed.
    await user.click(within(warning).getByRole('button', { name: 'ปิดการแจ้งเตือน' }));
    expect(within(dialog).queryByText('กรุณากรอกข้อมูลให้ครบถ้วน')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกแล้ว 0 ครั้ง: 3 ข้อความ')).toBeInTheDocument();
  });

  it('highlights a field as soon as it breaks a rule once the form is dirty', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    const dialog = await open(user);
    await user.clear(screen.getByRole('textbox', { name: 'ข้อความ' }));
    expect(screen.queryByText('กรุณากรอกข้อความ')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(
      within(messageCards()[0] as HTMLElement).getByText('กรุณากรอกข้อความ'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'ก');
    expect(
      within(messageCards()[0] as HTMLElement).queryByText('กรุณากรอกข้อความ'),
    ).not.toBeInTheDocument();
  });

  it('keeps the warning list in step with the fields once it is shown', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithErrors />
      </StoryShell>,
    );
    const dialog = await open(user);
    const warnings = () =>
      within(within(dialog).getByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(warnings()).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'ก');
    expect(warnings()).toEqual([
      'ข้อความที่ 2 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ',
      'ข้อความที่ 3 (ริชเมสเสจ): การกระทำที่ 1: กรุณากรอกลิงก์',
    ]);
    const rich = messageCards()[2] as HTMLElement;
    await user.type(within(rich).getByRole('textbox', { name: 'ลิงก์' }), 'https://example.org');
    expect(warnings()).toEqual(['ข้อความที่ 2 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ']);
    await user.clear(screen.getByRole('textbox', { name: 'ข้อความ' }));
    expect(warnings()).toEqual([
      'ข้อความที่ 1 (ข้อความ): กรุณากรอกข้อความ',
      'ข้อความที่ 2 (การ์ดเมสเสจ): การ์ดที่ 2: กรุณาอัพโหลดรูปภาพ',
    ]);
  });

  it('counts the text against the 400 characters Save allows', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    await open(user);
    const text = screen.getByRole('textbox', { name: 'ข้อความ' });
    expect(LIMITS.textMax).toBe(400);
    expect(text).not.toHaveAttribute('maxlength');
    expect(
      within(messageCards()[0] as HTMLElement).getByText(`${sampleText().text.length}/400`),
    ).toBeInTheDocument();
  });

  it('keeps a pasted text over 400 characters whole, shows it as too long and refuses to save it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    const dialog = await open(user);
    await user.click(within(menu()).getByRole('button', { name: 'ข้อความ' }));
    const text = screen.getByRole('textbox', { name: 'ข้อความ' });
    const long = `${'ก'.repeat(400)}ท้ายข้อความ`;
    await user.click(text);
    await user.paste(long);
    expect(text).toHaveValue(long);
    const card = messageCards()[0] as HTMLElement;
    expect(within(card).getByText(`${long.length}/400`)).toHaveStyle({
      color: theme.palette.error.main,
    });
    expect(within(card).getByText('ข้อความต้องไม่เกิน 400 ตัวอักษร')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(
      within(within(dialog).getByRole('alert')).getByText(
        'ข้อความที่ 1 (ข้อความ): ข้อความต้องไม่เกิน 400 ตัวอักษร',
      ),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText('บันทึกแล้ว 0 ครั้ง: 0 ข้อความ')).toBeInTheDocument();
    expect(text).toHaveValue(long);
  });

  it('Save with no errors clears the warning list, emits the messages and closes', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    let dialog = await open(user);
    await user.click(within(menu()).getByRole('button', { name: 'ข้อความ' }));
    await user.click(within(menu()).getByRole('button', { name: 'JSON' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('กรุณากรอกข้อมูลให้ครบถ้วน')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดี{Enter}ครับ');
    const json = screen.getByRole('textbox', { name: 'JSON' });
    await user.clear(json);
    await user.click(json);
    await user.paste('{"type":"sticker","packageId":"446","stickerId":"1988"}');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    // The list is cleared at once, while the overlay fades out.
    expect(within(dialog).queryByText('กรุณากรอกข้อมูลให้ครบถ้วน')).not.toBeInTheDocument();
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกแล้ว 1 ครั้ง: 2 ข้อความ')).toBeInTheDocument();
    expect(saved()).toEqual([
      { type: 'text', text: 'สวัสดี\nครับ' },
      { type: 'sticker', packageId: '446', stickerId: '1988' },
    ]);
    // Opening again starts from the saved value, with no warning list.
    dialog = await open(user);
    expect(titles()).toEqual(['ข้อความที่ 1: ข้อความ', 'ข้อความที่ 2: JSON']);
    expect(within(dialog).queryByText('กรุณากรอกข้อมูลให้ครบถ้วน')).not.toBeInTheDocument();
  });

  it('Cancel throws the changes away', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    let dialog = await open(user);
    await user.click(deleteButton(messageCards()[0] as HTMLElement));
    expect(messageCards()).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await user.click(within(discardQuestion()).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกแล้ว 0 ครั้ง: 3 ข้อความ')).toBeInTheDocument();
    dialog = await open(user);
    expect(messageCards()).toHaveLength(3);
  });

  it('closes at once on Escape or Cancel when nothing changed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    let dialog = await open(user);
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(dialog);
    dialog = await open(user);
    // A change undone is no change.
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'ก{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks in Thai before Escape throws unsaved messages away', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeMessages />
      </StoryShell>,
    );
    const dialog = await open(user);
    await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'เพิ่มเติม');
    await user.keyboard('{Escape}');
    const question = discardQuestion();
    expect(
      within(question).getByText('ข้อความที่แก้ไขยังไม่ได้บันทึก ต้องการออกโดยไม่บันทึกใช่หรือไม่'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'แก้ไขต่อ' }));
    await waitForElementToBeRemoved(question);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveValue(
      `${sampleText().text}เพิ่มเติม`,
    );
    await user.keyboard('{Escape}');
    await user.click(within(discardQuestion()).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกแล้ว 0 ครั้ง: 3 ข้อความ')).toBeInTheDocument();
    expect(saved()[0]).toEqual(sampleText());
  });

  it('closes at once on Escape when read-only', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    const dialog = await open(user, 'ดูข้อความ');
    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(dialog);
  });

  it('emits every message of the heavy set unchanged', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <HeavyComposer />
      </StoryShell>,
    );
    const dialog = await open(user);
    expect(titles()).toEqual(['ข้อความที่ 1: ข้อความ', 'ข้อความที่ 2: การ์ดเมสเสจ', 'ข้อความที่ 3: ริชเมสเสจ']);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitForElementToBeRemoved(dialog);
    expect(saved()).toEqual(heavyMessages());
  });

  it('shows each message in the chat preview under the company name, and collapses it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <RichAndJson />
      </StoryShell>,
    );
    await open(user);
    const rows = previewRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(within(row).getByText('รพ.สต.บ้านหนองบัว')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByRole('img', { name: 'ริชเมสเสจ' }),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Custom')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'ตัวอย่าง' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'ตัวอย่างข้อความ' })).not.toBeInTheDocument(),
    );
  });

  it('shows every message and the preview but no edit control when read-only', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'สร้างข้อความ' })).not.toBeInTheDocument();
    const dialog = await open(user, 'ดูข้อความ');
    expect(titles()).toEqual(['ข้อความที่ 1: ข้อความ', 'ข้อความที่ 2: การ์ดเมสเสจ', 'ข้อความที่ 3: วิดีโอ']);
    expect(screen.queryByRole('list', { name: 'รูปแบบข้อความ' })).not.toBeInTheDocument();
    for (const name of [
      'เลื่อนลง',
      'เลื่อนขึ้น',
      'ลบ',
      'บันทึก',
      'ยกเลิก',
      'เพิ่มการ์ด',
      'ลบการ์ด',
      'เปลี่ยนไฟล์',
    ]) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveAttribute('readonly');
    expect(previewRows()).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'ภาพหน้าปกวิดีโอ' })).toHaveAttribute(
      'src',
      sampleVideo().previewImageUrl,
    );
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitForElementToBeRemoved(dialog);
  });

  it('re-renders only the editor of the message being typed in', async () => {
    const registry = FORMAT_REGISTRY as unknown as {
      text: { Editor: ComponentType<EditorProps<'text'>> };
    };
    const Original = registry.text.Editor;
    const renders: string[] = [];
    registry.text.Editor = memo(function CountingEditor(props: EditorProps<'text'>) {
      renders.push(props.id);
      return <Original {...props} />;
    });
    try {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Empty />
        </StoryShell>,
      );
      await open(user);
      await user.click(within(menu()).getByRole('button', { name: 'ข้อความ' }));
      await user.click(within(menu()).getByRole('button', { name: 'ข้อความ' }));
      const [firstId, secondId] = [...new Set(renders)];
      expect(secondId).toBeDefined();
      renders.length = 0;
      await user.type(screen.getAllByRole('textbox', { name: 'ข้อความ' })[1] as HTMLElement, 'abc');
      expect(renders.length).toBeGreaterThanOrEqual(3);
      expect(renders.every((id) => id === secondId)).toBe(true);
      expect(renders).not.toContain(firstId);
    } finally {
      registry.text.Editor = Original;
    }
  });

  describe('on a phone 390 px wide', () => {
    let restoreWidth: () => void;
    beforeEach(() => {
      restoreWidth = mockScreenWidth(390);
    });
    afterEach(() => restoreWidth());

    it('fills the screen and stacks: a format menu button, the list, then the preview collapsed below', async () => {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Empty />
        </StoryShell>,
      );
      const dialog = await open(user);
      expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
      expect(screen.queryByRole('list', { name: 'รูปแบบข้อความ' })).not.toBeInTheDocument();
      expect(
        within(dialog).getByText('เลือกรูปแบบข้อความจากเมนูด้านบน (สูงสุด 3 ข้อความ)'),
      ).toBeInTheDocument();
      const addButton = within(dialog).getByRole('button', { name: 'เพิ่มข้อความ' });
      expect(addButton).toHaveAttribute('aria-haspopup', 'true');
      await user.click(addButton);
      const formats = screen.getByRole('menu', { name: 'รูปแบบข้อความ' });
      expect(
        within(formats)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['ข้อความ', 'ริชเมสเสจ', 'การ์ดเมสเสจ', 'วิดีโอ', 'JSON']);
      await user.click(within(formats).getByRole('menuitem', { name: 'การ์ดเมสเสจ' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(titles()).toEqual(['ข้อความที่ 1: การ์ดเมสเสจ']);

      const list = within(dialog).getByRole('region', { name: 'รายการข้อความ' });
      const preview = within(dialog).getByRole('region', { name: 'ตัวอย่าง' });
      const toggle = within(preview).getByRole('button', { name: 'ตัวอย่าง' });
      const follows = (first: Node, second: Node) =>
        Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(follows(addButton, list)).toBe(true);
      expect(follows(list, preview)).toBe(true);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('list', { name: 'ตัวอย่างข้อความ' })).not.toBeInTheDocument();
      await user.click(toggle);
      expect(previewRows()).toHaveLength(1);
    });

    it('still refuses a 4th message from the menu', async () => {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <ThreeMessages />
        </StoryShell>,
      );
      const dialog = await open(user);
      await user.click(within(dialog).getByRole('button', { name: 'เพิ่มข้อความ' }));
      await user.click(screen.getByRole('menuitem', { name: 'วิดีโอ' }));
      expect(screen.getByText('เลือกรูปแบบข้อความได้สูงสุด 3 รูปแบบ')).toBeInTheDocument();
      expect(messageCards()).toHaveLength(3);
    });
  });

  it('keeps the side menu, the list and an open preview side by side on a wide screen', async () => {
    const restoreWidth = mockScreenWidth(1440);
    try {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Empty />
        </StoryShell>,
      );
      const dialog = await open(user);
      expect(dialog).not.toHaveClass('MuiDialog-paperFullScreen');
      expect(menu()).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'เพิ่มข้อความ' })).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'ตัวอย่าง' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    } finally {
      restoreWidth();
    }
  });

  describe('accessibility', () => {
    const openStory = async (Story: ComponentType, name = 'สร้างข้อความ') => {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Story />
        </StoryShell>,
      );
      return { user, dialog: await open(user, name) };
    };

    it.each([
      ['empty', Empty, 'สร้างข้อความ'],
      ['with a text, cards and a video', ThreeMessages, 'สร้างข้อความ'],
      ['with a rich message and JSON', RichAndJson, 'สร้างข้อความ'],
      ['read-only', ReadOnly, 'ดูข้อความ'],
    ] as const)('has no axe violation when %s', async (_case, Story, name) => {
      await openStory(Story, name);
      expect(await axeViolations()).toEqual([]);
    });

    it('has no axe violation with the warning list and highlights shown', async () => {
      const { user, dialog } = await openStory(WithErrors);
      await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      expect(await axeViolations()).toEqual([]);
    });

    it('has no axe violation on a phone, with the format menu open', async () => {
      const restoreWidth = mockScreenWidth(390);
      try {
        const { user, dialog } = await openStory(RichAndJson);
        await user.click(within(dialog).getByRole('button', { name: 'เพิ่มข้อความ' }));
        expect(await axeViolations()).toEqual([]);
      } finally {
        restoreWidth();
      }
    });

    it('gives every control a name', async () => {
      const { dialog } = await openStory(HeavyComposer);
      const roles = ['button', 'checkbox', 'combobox', 'slider', 'tab', 'textbox'] as const;
      const controls = roles.flatMap((role) => within(dialog).queryAllByRole(role));
      expect(controls.length).toBeGreaterThan(30);
      for (const control of controls) expect(control).toHaveAccessibleName();
    });

    it('speaks Thai: no English word outside the format names, links and file types', async () => {
      const { user, dialog } = await openStory(WithErrors);
      await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      await user.type(screen.getByRole('textbox', { name: 'ข้อความ' }), 'ก');
      await user.keyboard('{Escape}');
      expect(englishLeftovers(dialog, discardQuestion())).toEqual([]);
    });

    it('speaks Thai in every format, read-only too', async () => {
      const { dialog } = await openStory(ReadOnly, 'ดูข้อความ');
      expect(englishLeftovers(dialog)).toEqual([]);
      cleanup();
      const rich = await openStory(HeavyComposer);
      expect(englishLeftovers(rich.dialog)).toEqual([]);
    });
  });
});
