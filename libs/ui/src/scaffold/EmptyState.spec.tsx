import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '../theme/AppThemeProvider';
import * as stories from './EmptyState.stories';

const { NoData, UnderConstruction } = composeStories(stories);

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    render(
      <StoryShell>
        <NoData />
      </StoryShell>,
    );
    expect(screen.getByText('ไม่พบข้อมูล')).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีรายการในหน้านี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เพิ่มข้อมูล' })).toBeInTheDocument();
  });

  it('shows the given icon and no button when there is no action', () => {
    render(
      <StoryShell>
        <UnderConstruction />
      </StoryShell>,
    );
    expect(screen.getByText('อยู่ระหว่างพัฒนา')).toBeInTheDocument();
    expect(screen.getByTestId('ConstructionIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('InboxOutlinedIcon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
