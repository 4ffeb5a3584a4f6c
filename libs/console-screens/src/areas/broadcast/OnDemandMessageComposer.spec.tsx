import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './OnDemandMessageComposer.stories';

const { Empty, ReadOnly, SlowConnection, FailsToLoadOnce } = composeStories(stories);

afterEach(() => {
  dismissAllToasts();
});

const composeButton = () => screen.getByRole('button', { name: 'สร้างข้อความ' });

describe('OnDemandMessageComposer', () => {
  it('shows only the button until it is pressed', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(composeButton()).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the composer on the first press, from the keyboard too', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    expect(within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' })).toBeInTheDocument();
  });

  it('shows that the composer is loading until it opens', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <SlowConnection />
      </StoryShell>,
    );
    await user.click(composeButton());

    expect(screen.getByRole('progressbar', { name: 'กำลังโหลด...' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'สร้างข้อความ' }, { timeout: 3000 });
    expect(screen.queryByRole('progressbar', { name: 'กำลังโหลด...' })).not.toBeInTheDocument();
  });

  it('says in Thai when the composer fails to load, and loads it again on the next press', async () => {
    const user = userEvent.setup();
    // React reports the caught loading error on the console.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <StoryShell>
          <FailsToLoadOnce />
        </StoryShell>,
      );
      await user.click(composeButton());

      expect(await screen.findByRole('alert')).toHaveTextContent('โหลดหน้าจอไม่สำเร็จ กรุณาลองใหม่');
      expect(screen.queryByRole('dialog', { name: 'สร้างข้อความ' })).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(composeButton()).toBeEnabled();

      await user.click(composeButton());
      expect(await screen.findByRole('dialog', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });

  it("hands the composer's save over and gives focus back to the button on closing", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <StoryShell>
        <Empty onSave={onSave} />
      </StoryShell>,
    );
    await user.click(composeButton());
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    expect(onSave).toHaveBeenCalledWith([{ type: 'text', text: 'สวัสดีครับ' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(composeButton()).toHaveFocus();
  });

  it('opens at once on the second press, starting afresh', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    await user.click(composeButton());
    const first = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(first).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'วิดีโอ' }));
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    await user.click(within(question).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));
    await waitForElementToBeRemoved(first);

    await user.click(composeButton());

    const second = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    expect(screen.queryByRole('progressbar', { name: 'กำลังโหลด...' })).not.toBeInTheDocument();
    expect(
      within(second).getByText('เลือกรูปแบบข้อความจากเมนูด้านซ้าย (สูงสุด 3 ข้อความ)'),
    ).toBeInTheDocument();
  });

  it('asks before Escape throws unsaved messages away', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(
      <StoryShell>
        <Empty onSave={onSave} />
      </StoryShell>,
    );
    await user.click(composeButton());
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.keyboard('{Escape}');

    const question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    expect(
      within(question).getByText('ข้อความที่แก้ไขยังไม่ได้บันทึก ต้องการออกโดยไม่บันทึกใช่หรือไม่'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'แก้ไขต่อ' }));
    await waitForElementToBeRemoved(question);
    expect(dialog).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("opens a viewer from a 'ดูข้อความ' button when read-only", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'สร้างข้อความ' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ดูข้อความ' }));

    const dialog = await screen.findByRole('dialog', { name: 'ดูข้อความ' });
    expect(within(dialog).getByRole('textbox', { name: 'ข้อความ' })).toHaveValue(
      'ขอเชิญตรวจสุขภาพประจำปี',
    );
    expect(within(dialog).queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    await waitForElementToBeRemoved(dialog);
    expect(screen.getByRole('button', { name: 'ดูข้อความ' })).toHaveFocus();
  });
});
