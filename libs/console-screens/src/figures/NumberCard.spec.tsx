import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../testing/spec-helpers';
import * as stories from './NumberCard.stories';

const { WithNote } = composeStories(stories);

describe('NumberCard', () => {
  it('is a group named by its label, holding the number and its note', () => {
    show(<WithNote />);
    const card = screen.getByRole('group', { name: 'ส่งสำเร็จ' });
    expect(within(card).getByText('12,480')).toBeInTheDocument();
    expect(within(card).getByText('จาก 13,000 คน')).toBeInTheDocument();
  });
});
