import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './LoginCallbackScreen.stories';

const { Leaving, NoMenu } = composeStories(stories);

describe('LoginCallbackScreen', () => {
  it('says the sign-in is going on to Provider ID', () => {
    render(
      <StoryShell>
        <Leaving />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'กำลังเข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กำลังไปยังขั้นตอนยืนยันตัวตนด้วย Provider ID...');
  });

  it('tells an account without a menu to contact staff and lets it sign out', async () => {
    const onSignOut = jest.fn();
    render(
      <StoryShell>
        <NoMenu onSignOut={onSignOut} />
      </StoryShell>,
    );
    expect(screen.getByText(/กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบ/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
