import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './LiveCount.stories';

const { Counted, Counting, FirstCount, Incomplete, Failed } = composeStories(stories);

const status = () => screen.getByRole('status', { name: 'จำนวนผู้รับโดยประมาณ' });

describe('LiveCount', () => {
  it('says how many citizens the rules reach', () => {
    show(<Counted />);
    expect(status()).toHaveTextContent('จำนวนผู้รับโดยประมาณ 6,365 คน');
    expect(status()).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the last count with a spinner while the new one is counted', () => {
    show(<Counting />);
    expect(status()).toHaveTextContent('จำนวนผู้รับโดยประมาณ 6,365 คน');
    expect(status()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'กำลังนับจำนวนผู้รับ' })).toBeInTheDocument();
  });

  it('shows only the spinner before the first count', () => {
    show(<FirstCount />);
    expect(status()).not.toHaveTextContent('คน');
    expect(screen.getByRole('progressbar', { name: 'กำลังนับจำนวนผู้รับ' })).toBeInTheDocument();
  });

  it('shows no count while a condition is incomplete', () => {
    show(<Incomplete />);
    expect(status()).toHaveTextContent('ระบุเงื่อนไขให้ครบเพื่อดูจำนวนผู้รับโดยประมาณ');
    expect(status()).not.toHaveTextContent('คน');
  });

  it('says when counting failed and counts again on request', async () => {
    const onRetry = jest.fn();
    show(<Failed onRetry={onRetry} />);
    expect(status()).toHaveTextContent('นับจำนวนผู้รับไม่สำเร็จ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'นับอีกครั้ง' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('holds no axe violations', async () => {
    show(<Counting />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
