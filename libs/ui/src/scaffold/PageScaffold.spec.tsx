import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '../theme/AppThemeProvider';
import * as stories from './PageScaffold.stories';

const { WithBreadcrumbsAndActions, TitleOnly } = composeStories(stories);

describe('PageScaffold', () => {
  it('shows the Thai title, breadcrumbs, actions and content', async () => {
    const back = jest.fn();
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithBreadcrumbsAndActions
          breadcrumbs={[{ label: 'เขตสุขภาพ', onClick: back }, { label: 'รายชื่อจังหวัด' }]}
        />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'รายชื่อจังหวัด' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'เส้นทางหน้า' });
    expect(trail).toHaveTextContent('เขตสุขภาพ/รายชื่อจังหวัด');
    expect(screen.getByRole('button', { name: 'เพิ่มจังหวัด' })).toBeInTheDocument();
    expect(screen.getByText('ตารางรายชื่อจังหวัด')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เขตสุขภาพ' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('shows only a heading when given only a title', () => {
    render(
      <StoryShell>
        <TitleOnly />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ภาพรวม' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
