import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { sampleText } from '@hbc/message-model/fixtures';
import { axeViolations } from '../testing/axe';
import * as stories from './MessageComposerDialog.stories';

const { ClosedUntilAsked, OpenedByHost, ReadOnlyOpenedByHost } = composeStories(stories);

const HOST_BUTTON = 'เปิดข้อความของบรอดแคสต์';
const messageCards = () => screen.queryAllByRole('region', { name: /^ข้อความที่ \d+: / });
const discardQuestion = () => screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });

describe('MessageComposerDialog', () => {
  it('shows nothing until the host opens it, then the composer under its own title', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ClosedUntilAsked />
      </StoryShell>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้างข้อความ' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: HOST_BUTTON }));

    const dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    expect(within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'บันทึก' })).toBeInTheDocument();
  });

  it('is open from its first render when the host mounts it open', () => {
    render(
      <StoryShell>
        <OpenedByHost />
      </StoryShell>,
    );
    expect(screen.getByRole('dialog', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    expect(messageCards()).toHaveLength(3);
  });

  it('hands the saved messages to the host, then asks it to close', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OpenedByHost />
      </StoryShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    const lastCard = messageCards()[2] as HTMLElement;
    await user.click(within(lastCard).getAllByRole('button', { name: 'ลบ' })[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('ปิดแล้ว 1 ครั้ง: 2 ข้อความ')).toBeInTheDocument();
  });

  it("asks before Escape throws changes away, and starts from the host's messages at the next opening", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OpenedByHost />
      </StoryShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'เพิ่มเติม');
    await user.keyboard('{Escape}');
    await user.click(within(discardQuestion()).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('ปิดแล้ว 1 ครั้ง: 3 ข้อความ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: HOST_BUTTON }));

    const reopened = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    expect(within(reopened).getByRole('textbox', { name: 'ข้อความ' })).toHaveValue(
      sampleText().text,
    );
  });

  it("gives focus back to the host's button on closing", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ClosedUntilAsked />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: HOST_BUTTON }));
    const dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    await user.keyboard('{Escape}');

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: HOST_BUTTON })).toHaveFocus();
  });

  it("is a viewer titled 'ดูข้อความ' with only Close when read-only", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnlyOpenedByHost />
      </StoryShell>,
    );
    const dialog = screen.getByRole('dialog', { name: 'ดูข้อความ' });
    expect(within(dialog).getByRole('textbox', { name: 'ข้อความ' })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('ปิดแล้ว 1 ครั้ง: 3 ข้อความ')).toBeInTheDocument();
  });

  it('has no axe violation when opened by the host', async () => {
    render(
      <StoryShell>
        <OpenedByHost />
      </StoryShell>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
