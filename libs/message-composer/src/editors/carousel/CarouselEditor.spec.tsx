import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { pngFile } from '../../testing/sample-files';
import * as stories from './CarouselEditor.stories';

const {
  Empty,
  Filled,
  TenCards,
  MissingImageError,
  MissingLabelAndLinkError,
  InvalidLinkError,
  ReadOnly,
} = composeStories(stories);

const tabs = () => screen.getAllByRole('tab');
const tab = (n: number) => screen.getByRole('tab', { name: `การ์ด ${n}` });
const shownCard = () => screen.getByRole('group', { name: /^การ์ดที่ \d+$/ });
const previous = () => screen.getByRole('button', { name: 'การ์ดก่อนหน้า' });
const next = () => screen.getByRole('button', { name: 'การ์ดถัดไป' });

afterEach(dismissAllToasts);

describe('CarouselEditor', () => {
  it('navigates the cards with tabs and arrows', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(tabs()).toHaveLength(3);
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(previous()).toBeDisabled();
    await user.click(next());
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 2');
    await user.click(tab(3));
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 3');
    expect(next()).toBeDisabled();
    await user.click(previous());
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 2');
  });

  it('adds a card and shows it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'เพิ่มการ์ด' }));
    expect(tabs()).toHaveLength(4);
    expect(tab(4)).toHaveAttribute('aria-selected', 'true');
    expect(within(shownCard()).getByText('อัพโหลดรูปภาพ')).toBeInTheDocument();
  });

  it('refuses an 11th card with a toast', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <TenCards />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'เพิ่มการ์ด' }));
    expect(screen.getByText('เพิ่มการ์ดได้สูงสุด 10 การ์ด')).toBeInTheDocument();
    expect(tabs()).toHaveLength(10);
  });

  it('deletes a card after confirmation and then shows the previous card', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    await user.click(tab(3));
    await user.click(screen.getByRole('button', { name: 'ลบการ์ด' }));
    const dialog = screen.getByRole('dialog', { name: 'ยืนยันการลบการ์ด' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitForElementToBeRemoved(dialog);
    expect(tabs()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'ลบการ์ด' }));
    const again = screen.getByRole('dialog', { name: 'ยืนยันการลบการ์ด' });
    await user.click(within(again).getByRole('button', { name: 'ลบ' }));
    await waitForElementToBeRemoved(again);
    expect(tabs()).toHaveLength(2);
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 2');
  });

  it('deletes the right card: the one after it moves up', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    await user.click(tab(2));
    await user.click(screen.getByRole('button', { name: 'ลบการ์ด' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitForElementToBeRemoved(dialog);
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 1');
    await user.click(tab(2));
    expect(screen.getByRole('textbox', { name: 'ข้อความปุ่ม' })).toHaveValue('ดูรายละเอียด 3');
  });

  it('cannot delete the last remaining card', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'ลบการ์ด' })).toBeDisabled();
  });

  it('disables the arrows for 800 ms after an image upload', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <StoryShell>
          <MissingImageError />
        </StoryShell>,
      );
      expect(previous()).toBeDisabled(); // first card
      await user.click(tab(2));
      expect(previous()).toBeEnabled();
      await user.upload(within(shownCard()).getByLabelText('อัพโหลดรูปภาพ'), pngFile(400, 400));
      for (let i = 0; i < 20 && !within(shownCard()).queryByRole('img', { name: 'รูปภาพ' }); i++) {
        await act(async () => {
          await jest.advanceTimersByTimeAsync(50);
        });
      }
      expect(within(shownCard()).getByRole('img', { name: 'รูปภาพ' })).toBeInTheDocument();
      expect(previous()).toBeDisabled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(750);
      });
      expect(previous()).toBeDisabled();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60);
      });
      expect(previous()).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('requires every card image once saved', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MissingImageError />
      </StoryShell>,
    );
    expect(within(shownCard()).queryByText('กรุณาอัพโหลดรูปภาพ')).not.toBeInTheDocument();
    await user.click(tab(2));
    expect(within(shownCard()).getByText('กรุณาอัพโหลดรูปภาพ')).toBeInTheDocument();
  });

  it('requires the label and the link when the action is on', () => {
    render(
      <StoryShell>
        <MissingLabelAndLinkError />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณากรอกข้อความปุ่ม')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกลิงก์')).toBeInTheDocument();
  });

  it('drops those requirements when the action is turned off', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MissingLabelAndLinkError />
      </StoryShell>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'เพิ่มปุ่ม' }));
    expect(screen.queryByText('กรุณากรอกข้อความปุ่ม')).not.toBeInTheDocument();
    expect(screen.queryByText('กรุณากรอกลิงก์')).not.toBeInTheDocument();
  });

  it('accepts only http or https card links without spaces', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <InvalidLinkError />
      </StoryShell>,
    );
    const message = 'ต้องเป็น https:// หรือ http:// เท่านั้น และห้ามมีช่องว่าง';
    expect(screen.getByText(message)).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'ลิงก์' });
    await user.clear(link);
    await user.type(link, 'https://example.org/a b');
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.type(link, '{Backspace}{Backspace}');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('hides every edit control when read-only but still navigates', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'เพิ่มการ์ด' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบการ์ด' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
    await user.click(next());
    expect(shownCard()).toHaveAccessibleName('การ์ดที่ 2');
    expect(screen.getByRole('checkbox', { name: 'เพิ่มปุ่ม' })).toBeDisabled();
  });
});
