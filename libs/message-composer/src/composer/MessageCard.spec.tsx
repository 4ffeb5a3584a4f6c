import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './MessageCard.stories';

const { FirstOfThree, MiddleOfThree, LastOfThree, WithIssues, ReadOnly } = composeStories(stories);

describe('MessageCard', () => {
  it('names its position and format and holds that format editor', () => {
    render(
      <StoryShell>
        <MiddleOfThree />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { name: 'ข้อความที่ 2: การ์ดเมสเสจ' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('moves down, up and deletes', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MiddleOfThree />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'เลื่อนลง' }));
    await user.click(screen.getByRole('button', { name: 'เลื่อนขึ้น' }));
    await user.click(screen.getAllByRole('button', { name: 'ลบ' })[0] as HTMLElement);
    expect(screen.getByText('คำสั่ง: ลง, ขึ้น, ลบ')).toBeInTheDocument();
  });

  it('cannot move the first message up or the last one down', () => {
    const { unmount } = render(
      <StoryShell>
        <FirstOfThree />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'เลื่อนขึ้น' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เลื่อนลง' })).toBeEnabled();
    unmount();
    render(
      <StoryShell>
        <LastOfThree />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'เลื่อนลง' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'เลื่อนขึ้น' })).toBeEnabled();
  });

  it('passes its issues to the editor', () => {
    render(
      <StoryShell>
        <WithIssues />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณากรอกข้อความ')).toBeInTheDocument();
  });

  it('hides move and delete when read-only', () => {
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveAttribute('readonly');
  });
});
