import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './RecordButtons.stories';

const { Header } = composeStories(stories);

describe('RecordButtons', () => {
  it('deletes and edits on request', async () => {
    show(<Header />);

    await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(Header.args.onDelete).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(Header.args.onEdit).toHaveBeenCalled();
  });
});
