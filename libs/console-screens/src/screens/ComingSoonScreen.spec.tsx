import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ComingSoonScreen.stories';

const { Dashboard, UnitForm } = composeStories(stories);

describe('ComingSoonScreen', () => {
  it('shows the Thai title and the under-construction notice', () => {
    render(
      <StoryShell>
        <Dashboard />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ภาพรวม' })).toBeInTheDocument();
    expect(screen.getByText('อยู่ระหว่างพัฒนา')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'เส้นทางหน้า' })).not.toBeInTheDocument();
    expect(document.title).toBe('ภาพรวม | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
  });

  it('shows breadcrumbs for a nested screen that lead back up', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <UnitForm />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลหน่วยบริการ' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'เส้นทางหน้า' })).toHaveTextContent(
      'เขตสุขภาพ/รายชื่อจังหวัด/รายชื่อหน่วยบริการ/ข้อมูลหน่วยบริการ',
    );
    await user.click(screen.getByRole('button', { name: 'รายชื่อจังหวัด' }));
    expect(screen.getByText('หน้าปัจจุบัน: /health-center/province')).toBeInTheDocument();
  });
});
