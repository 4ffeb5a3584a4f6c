import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './CarouselPreview.stories';

const { WithLabels, Mixed } = composeStories(stories);

describe('CarouselPreview', () => {
  it('shows a row of cards with their labels', () => {
    render(
      <StoryShell>
        <WithLabels />
      </StoryShell>,
    );
    const cards = within(screen.getByRole('list', { name: 'การ์ด' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(cards[0] as HTMLElement).getByRole('img', { name: 'รูปภาพการ์ดที่ 1' }),
    ).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('ดูรายละเอียด 3')).toHaveStyle({
      color: '#ffffff',
    });
  });

  it('shows a label only on cards with an action', () => {
    render(
      <StoryShell>
        <Mixed />
      </StoryShell>,
    );
    const [first, second, third] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('จองคิว')).toBeInTheDocument();
    expect(second?.textContent).toBe('');
    expect(within(third as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lets the keyboard reach the row, which scrolls sideways', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithLabels />
      </StoryShell>,
    );
    await user.tab();
    expect(screen.getByRole('list', { name: 'การ์ด' })).toHaveFocus();
  });
});
