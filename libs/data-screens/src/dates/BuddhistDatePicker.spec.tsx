import type { ReactElement } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { INVALID_DAY_TEXT } from './BuddhistDatePicker';
import * as stories from './BuddhistDatePicker.stories';

import { TYPING_PAUSE_MS } from '../shared/options';

const { Empty, Chosen, FromAMinimum, Required } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const field = () => screen.getByRole('group', { name: 'วันที่' });

/** Types `keys` into the field from its day section on, as staff would. */
async function typeDay(keys: string, user = userEvent.setup()) {
  await user.click(within(field()).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(keys);
}

/** A user whose pauses the test makes: timers move only when it says so. */
function userOnFakeTimers() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const pauseTyping = () => act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));

/**
 * Typing pauses and React runs as in a browser, outside `act`: resolves as soon as the render
 * showing `text` is committed. A browser paints it before React runs that render's effects, and a
 * key pressed meanwhile is handled first.
 */
async function pauseTypingTillShown(text: string) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (screen.queryByText(text) === null) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    jest.advanceTimersByTime(TYPING_PAUSE_MS);
    await shown;
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
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

  describe('typed with separators between the sections', () => {
    it.each([
      ['spaces', '30 11 2569'],
      ['slashes', '30/11/2569'],
    ])('reads 30/11/2569 typed with %s as 2026-11-30', async (_, keys) => {
      const onChange = jest.fn();
      show(<Empty onChange={onChange} />);

      await typeDay(keys);

      await waitFor(() => expect(onChange.mock.calls).toEqual([['2026-11-30']]));
      expect(field()).toHaveTextContent('30/11/2569');
    });

    it('moves on to the next section when a section that could take more digits ends', async () => {
      const onChange = jest.fn();
      show(<Empty onChange={onChange} />);

      await typeDay('1 1 2570');

      await waitFor(() => expect(onChange.mock.calls).toEqual([['2027-01-01']]));
      expect(field()).toHaveTextContent('01/01/2570');
    });

    it('skips no section when the field already moved on by itself (01 then /)', async () => {
      const onChange = jest.fn();
      show(<Empty onChange={onChange} />);

      await typeDay('01/11/2569');

      await waitFor(() => expect(onChange.mock.calls).toEqual([['2026-11-01']]));
      expect(field()).toHaveTextContent('01/11/2569');
    });
  });

  describe('when it says what is wrong', () => {
    afterEach(() => jest.useRealTimers());

    it('says nothing while a year is half typed, and that the day is refused once typing pauses', async () => {
      const user = userOnFakeTimers();
      show(<FromAMinimum />);

      await typeDay('011125', user);

      expect(field()).toHaveTextContent('01/11/0025');
      expect(screen.queryByText(INVALID_DAY_TEXT)).not.toBeInTheDocument();
      await user.keyboard('6');
      expect(screen.queryByText(INVALID_DAY_TEXT)).not.toBeInTheDocument();
      await pauseTyping();
      expect(screen.getByText(INVALID_DAY_TEXT)).toBeInTheDocument();
    });

    it('keeps the typed day and month when a digit of the year comes just as the refusal shows', async () => {
      const user = userOnFakeTimers();
      const onChange = jest.fn();
      show(<Empty onChange={onChange} />);
      await typeDay('2311', user);
      // The year a digit at a time, with a pause after each: 23/11/0002 is refused after the
      // first pause, and the next digit comes right after the refusal is painted.
      const keyAtOnce = user.setup({ delay: null });
      await keyAtOnce.keyboard('2');
      await pauseTypingTillShown(INVALID_DAY_TEXT);
      for (const digit of '569') {
        await keyAtOnce.keyboard(digit);
        await pauseTyping();
      }

      expect(field()).toHaveTextContent('23/11/2569');
      expect(screen.queryByText(INVALID_DAY_TEXT)).not.toBeInTheDocument();
      expect(onChange.mock.calls).toEqual([['2026-11-23']]);
    });

    it('says that a half-typed day is refused as soon as staff leave the field', async () => {
      const user = userOnFakeTimers();
      show(<FromAMinimum />);

      await typeDay('011125', user);
      await user.tab();

      expect(screen.getByText(INVALID_DAY_TEXT)).toBeInTheDocument();
    });

    it('hands on a typed day as soon as staff leave the field, without waiting for the pause', async () => {
      const user = userOnFakeTimers();
      const onChange = jest.fn();
      show(<Empty onChange={onChange} />);

      await typeDay('23112569', user);
      expect(onChange).not.toHaveBeenCalled();
      await user.tab();

      expect(onChange.mock.calls).toEqual([['2026-11-23']]);
    });

    it('says `emptyText` once staff leave the field empty, and no more once a day is typed', async () => {
      const user = userEvent.setup();
      show(<Required />);

      await user.click(within(field()).getByRole('spinbutton', { name: 'วัน' }));
      expect(screen.queryByText('กรุณาเลือกวันที่')).not.toBeInTheDocument();
      await user.tab();
      expect(screen.getByText('กรุณาเลือกวันที่')).toBeInTheDocument();

      await typeDay('23112569', user);
      expect(screen.queryByText('กรุณาเลือกวันที่')).not.toBeInTheDocument();
    });

    it('does not say `emptyText` when staff leave a chosen day', async () => {
      const user = userEvent.setup();
      show(<Required value="2026-11-23" />);

      await user.click(within(field()).getByRole('spinbutton', { name: 'วัน' }));
      await user.tab();

      expect(field()).toHaveTextContent('23/11/2569');
      expect(screen.queryByText('กรุณาเลือกวันที่')).not.toBeInTheDocument();
    });
  });
});
