import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './NoPermissionScreen.stories';

const { AdminLv2, WithoutMenu } = composeStories(stories);

describe('NoPermissionScreen', () => {
  it('says in Thai that the page is not for this role and leads back to the first screen', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv2 />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' })).toBeInTheDocument();
    expect(screen.getByText('บัญชีของท่านไม่มีสิทธิ์ใช้งานหน้านี้')).toBeInTheDocument();
    expect(document.title).toBe('ไม่มีสิทธิ์เข้าถึงหน้านี้ | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');

    await user.click(screen.getByRole('link', { name: 'กลับหน้าแรก' }));
    expect(screen.getByText('หน้าปัจจุบัน: /health-center/detail')).toBeInTheDocument();
  });

  it('leads to the start of the console when the role has no menu', () => {
    render(
      <StoryShell>
        <WithoutMenu />
      </StoryShell>,
    );
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });
});
