import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import * as stories from './MonthChooser.stories';

const { November, LongAgo } = composeStories(stories);

describe('MonthChooser', () => {
  it('shows the month by its Thai name and Buddhist-era year', () => {
    show(<November />);
    expect(screen.getByRole('combobox', { name: 'เดือน' })).toHaveTextContent('พฤศจิกายน 2569');
  });

  it('offers this month and the 23 before it, newest first, and says which was chosen', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    show(<November onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'เดือน' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      'มกราคม 2570',
      'ธันวาคม 2569',
      'พฤศจิกายน 2569',
    ]);
    expect(options).toHaveLength(24);
    expect(options.at(-1)).toHaveTextContent('กุมภาพันธ์ 2568');

    await user.click(screen.getByRole('option', { name: 'ธันวาคม 2569' }));
    expect(onChange).toHaveBeenCalledWith('2026-12');
  });

  it('keeps a month from long ago that a link asked for', () => {
    show(<LongAgo />);
    expect(screen.getByRole('combobox', { name: 'เดือน' })).toHaveTextContent('พฤษภาคม 2566');
  });

  it('holds no axe violations', async () => {
    show(<November />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
