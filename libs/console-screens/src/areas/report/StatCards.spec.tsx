import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './StatCards.stories';

const { Numbers, Loading } = composeStories(stories);

describe('StatCards', () => {
  it('shows each number in a group named by its label, with its note', () => {
    show(<Numbers />);
    expect(screen.getByRole('group', { name: 'ผู้รับ' })).toHaveTextContent('ผู้รับ14,400');
    const sent = screen.getByRole('group', { name: 'ส่งสำเร็จ' });
    expect(within(sent).getByText('13,980')).toBeInTheDocument();
    expect(within(sent).getByText('จาก 14,400 คน')).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it('keeps the places of the cards, hidden from screen readers, while loading', () => {
    show(<Loading />);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(4);
  });

  it('holds no axe violations', async () => {
    show(<Numbers />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
