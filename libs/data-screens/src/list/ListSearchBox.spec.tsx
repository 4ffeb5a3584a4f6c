import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ListSearchBox.stories';

const { Blank, Searching } = composeStories(stories);

describe('ListSearchBox', () => {
  it('searches once typing pauses, not on each keystroke, up to 100 characters', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(
      <StoryShell>
        <Blank onSearch={onSearch} />
      </StoryShell>,
    );
    const box = screen.getByRole('searchbox', { name: 'ค้นหา' });
    expect(box).toHaveAttribute('placeholder', 'ชื่อหรือรหัสหน่วยบริการ');
    expect(box).toHaveAttribute('maxlength', '100');
    expect(screen.queryByRole('button', { name: 'ล้างคำค้นหา' })).not.toBeInTheDocument();

    await user.type(box, 'ขอนแก่น');

    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('ขอนแก่น'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('clears the box and the search at once', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(
      <StoryShell>
        <Searching onSearch={onSearch} />
      </StoryShell>,
    );
    expect(screen.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue('ขอนแก่น');

    await user.click(screen.getByRole('button', { name: 'ล้างคำค้นหา' }));

    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue('');
  });

  it('shows a search changed from outside (Back, a link)', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Searching />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'ค้นหาจากลิงก์' }));

    expect(screen.getByRole('searchbox', { name: 'ค้นหา' })).toHaveValue('เชียงใหม่');
  });
});
