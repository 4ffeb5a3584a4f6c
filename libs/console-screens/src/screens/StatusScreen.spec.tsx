import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './StatusScreen.stories';

const { NotFound, RouteError } = composeStories(stories);

describe('StatusScreen', () => {
  it('tells in Thai that the page does not exist and links back home', () => {
    render(
      <StoryShell>
        <NotFound />
      </StoryShell>,
    );
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute('href', '/');
  });

  it('tells in Thai that something went wrong', () => {
    render(
      <StoryShell>
        <RouteError />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'เกิดข้อผิดพลาด' })).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
  });
});
