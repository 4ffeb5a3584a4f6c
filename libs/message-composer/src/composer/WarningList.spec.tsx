import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './WarningList.stories';

const { ThreeIssues, NoIssue } = composeStories(stories);

describe('WarningList', () => {
  it('lists every issue under its heading until dismissed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ThreeIssues />
      </StoryShell>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('กรุณากรอกข้อมูลให้ครบถ้วน')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(alert).getByRole('button', { name: 'ปิดการแจ้งเตือน' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing without issues', () => {
    render(
      <StoryShell>
        <NoIssue />
      </StoryShell>,
    );
    expect(screen.queryByText('กรุณากรอกข้อมูลให้ครบถ้วน')).not.toBeInTheDocument();
  });
});
