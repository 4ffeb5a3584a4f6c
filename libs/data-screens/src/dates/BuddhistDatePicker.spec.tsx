import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './BuddhistDatePicker.stories';

const { Empty, Chosen, FromAMinimum } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const field = () => screen.getByRole('group', { name: 'วันที่' });

/** Types `digits` into the field from its day section on, as staff would. */
async function typeDay(digits: string) {
  const user = userEvent.setup();
  await user.click(within(field()).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(digits);
}

describe('BuddhistDatePicker', () => {
  it('shows the chosen day with its Buddhist year: 23/11/2569', () => {
    show(<Chosen />);
    expect(field()).toHaveTextContent('23/11/2569');
    expect(within(field()).getByRole('spinbutton', { name: 'เดือน' })).toHaveAttribute(
      'aria-valuetext',
      'พฤศจิกายน',
    );
    expect(within(field()).getByRole('spinbutton', { name: 'ปี' })).toHaveAttribute(
      'aria-valuenow',
      '2569',
    );
  });

  it("opens a Thai calendar headed 'พฤศจิกายน 2569' whose year list is in the Buddhist era", async () => {
    const user = userEvent.setup();
    show(<Chosen />);

    await user.click(screen.getByRole('button', { name: /^เลือกวันที่/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('พฤศจิกายน 2569')).toBeInTheDocument();
    expect(within(calendar).getByRole('gridcell', { name: '23' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(calendar).getByRole('button', { name: /สลับไปมุมมองปี/ }));
    expect(await within(calendar).findByRole('radio', { name: '2569' })).toBeChecked();
    expect(within(calendar).queryByRole('radio', { name: '2026' })).not.toBeInTheDocument();
  });

  it('hands on a day picked in the calendar as YYYY-MM-DD in the Christian era', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    show(<Chosen onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: /^เลือกวันที่/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('gridcell', { name: '5' }),
    );

    expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    expect(field()).toHaveTextContent('05/11/2569');
  });

  it('opens the calendar on the chosen day for the keyboard, and returns to the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    show(<Chosen onChange={onChange} />);
    const opener = screen.getByRole('button', { name: /^เลือกวันที่/ });

    await user.click(opener);
    const calendar = await screen.findByRole('dialog', { name: 'วันที่' });
    await waitFor(() =>
      expect(within(calendar).getByRole('gridcell', { name: '23' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toContainElement(document.activeElement as HTMLElement);
  });

  it('reads a typed Buddhist year: 23/11/2569 is 2026-11-23, and half-typed days are not handed on', async () => {
    const onChange = jest.fn();
    show(<Empty onChange={onChange} />);

    await typeDay('23112569');

    await waitFor(() => expect(onChange.mock.calls).toEqual([['2026-11-23']]));
    expect(field()).toHaveTextContent('23/11/2569');
  });

  it('hands on a typed day once typing pauses, not the days on the way to it', async () => {
    const onChange = jest.fn();
    show(<Chosen onChange={onChange} />);

    // 2/11/2569, 25/11/2569 and 25/01/2569 are whole days too, on the way to 25/11/2570.
    await typeDay('25112570');

    expect(field()).toHaveTextContent('25/11/2570');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([['2027-11-25']]);
  });

  it('takes 29 February of a Buddhist leap year', async () => {
    const onChange = jest.fn();
    show(<Empty onChange={onChange} />);

    await typeDay('29022567');

    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('2024-02-29'));
  });

  it('refuses a typed day before the first allowed one and says why', async () => {
    const onChange = jest.fn();
    show(<FromAMinimum onChange={onChange} />);

    await typeDay('01112569');

    expect(await screen.findByText('ต้องไม่ก่อนวันที่ 10/11/2569')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('greys out the calendar days before the first allowed one', async () => {
    const user = userEvent.setup();
    show(<FromAMinimum />);

    await user.click(screen.getByRole('button', { name: /^เลือกวันที่/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '10' })).toBeEnabled();
  });

  it('hands on null when staff clear the field', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    show(<Chosen onChange={onChange} />);

    await user.click(within(field()).getByRole('spinbutton', { name: 'วัน' }));
    await user.click(screen.getByRole('button', { name: 'ล้าง' }));

    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
