import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './ScheduleFields.stories';

const { NoDayYet, Chosen, InThePast } = composeStories(stories);

const dayField = () => screen.getByRole('group', { name: 'วันที่ส่ง' });
const timeField = () => screen.getByLabelText('เวลาส่ง (เวลาประเทศไทย)');

describe('ScheduleFields', () => {
  it('shows the day in the Buddhist era and the Thai time', () => {
    show(<Chosen />);
    expect(dayField()).toHaveTextContent('25/11/2569');
    expect(timeField()).toHaveValue('09:00');
  });

  it('offers no day before today in its calendar, and hands on the day picked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    show(<NoDayYet onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: /^เลือกวันที่/ }));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByRole('gridcell', { name: '23' })).toBeDisabled();
    await user.click(within(calendar).getByRole('gridcell', { name: '26' }));

    expect(onChange).toHaveBeenLastCalledWith({ day: '2026-11-26' });
    expect(dayField()).toHaveTextContent('26/11/2569');
  });

  it('hands on the time chosen', () => {
    const onChange = jest.fn();
    show(<Chosen onChange={onChange} />);

    fireEvent.change(timeField(), { target: { value: '13:45' } });

    expect(onChange).toHaveBeenLastCalledWith({ time: '13:45' });
    expect(timeField()).toHaveValue('13:45');
  });

  it('says why the time is refused', () => {
    show(<InThePast />);
    expect(screen.getByRole('alert')).toHaveTextContent('เวลาส่งต้องอยู่ในอนาคต');
  });
});
