import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './DateRangePickers.stories';

const { Open, November } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const field = (name: string) => screen.getByRole('group', { name });

async function typeInto(name: string, digits: string) {
  const user = userEvent.setup();
  await user.click(within(field(name)).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(digits);
}

describe('DateRangePickers', () => {
  it('shows the first and last days in the Buddhist era', () => {
    show(<November />);
    expect(field('ตั้งแต่วันที่')).toHaveTextContent('10/11/2569');
    expect(field('ถึงวันที่')).toHaveTextContent('23/11/2569');
  });

  it('hands on each typed day with the other one kept', async () => {
    const onChange = jest.fn();
    show(<Open onChange={onChange} />);

    await typeInto('ตั้งแต่วันที่', '01112569');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: null }),
    );

    await typeInto('ถึงวันที่', '15112569');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-15' }),
    );
  });

  it('starts the last day’s calendar at the first day', async () => {
    const user = userEvent.setup();
    show(<November />);

    const [, lastDayButton] = screen.getAllByRole('button', { name: /^เลือกวันที่/ });
    await user.click(lastDayButton as HTMLElement);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeEnabled();
  });

  it('refuses a typed last day before the first and says why', async () => {
    const onChange = jest.fn();
    show(<November onChange={onChange} />);

    await typeInto('ถึงวันที่', '05112569');

    expect(await screen.findByText('ต้องไม่ก่อน 10/11/2569')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the last day when the first moves past it', async () => {
    const onChange = jest.fn();
    show(<November onChange={onChange} />);

    await typeInto('ตั้งแต่วันที่', '25112569');

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-25', to: null }),
    );
    expect(within(field('ถึงวันที่')).getByRole('spinbutton', { name: 'ปี' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
