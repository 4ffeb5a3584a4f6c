import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import { freezeDate } from '../../testing/frozen-date';
import * as stories from './ScheduleFields.stories';

const {
  NoDayYet,
  Chosen,
  OutsideWindow,
  InThePast,
  TodayAtNine,
  AskedForADay,
  AskedForALaterTime,
} = composeStories(stories);

const NO_DAY = 'กรุณาเลือกวันและเวลาที่จะส่ง';
const PAST = 'เวลาส่งต้องอยู่ในอนาคต';
/** 10:00 on 24/11/2569 in Bangkok: an hour after the stories' 09:00 on that day. */
const TEN_IN_BANGKOK = new Date('2026-11-24T03:00:00Z');

const dayField = () => screen.getByRole('group', { name: 'วันที่ส่ง' });
const timeField = () => screen.getByLabelText('เวลาส่ง (เวลาประเทศไทย)');

/** Staff go into the day field and leave it as it is. */
async function leaveTheDay(user = userEvent.setup()) {
  await user.click(within(dayField()).getByRole('spinbutton', { name: 'วัน' }));
  await user.tab();
}

/** Staff go into the time field and leave it as it is. */
async function leaveTheTime(user = userEvent.setup()) {
  await user.click(timeField());
  await user.tab();
}

describe('ScheduleFields', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the day in the Buddhist era and the Thai time', () => {
    show(<Chosen />);
    expect(dayField()).toHaveTextContent('25/11/2569');
    expect(timeField()).toHaveValue('09:00');
  });

  it('offers no day before today in its calendar, and hands on the day picked', async () => {
    // The calendar opens on today's month: 24/11/2569, whatever day the test runs.
    freezeDate(TEN_IN_BANGKOK);
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

  it('says under the fields when a time outside the send window really begins', () => {
    show(<OutsideWindow />);
    expect(
      screen.getByText(
        'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 25 พฤศจิกายน 2569',
      ),
    ).toBeInTheDocument();
  });

  it('says only what is wrong while the time is refused', () => {
    show(<OutsideWindow error="เวลาส่งต้องอยู่ในอนาคต" />);
    expect(screen.getByRole('alert')).toHaveTextContent('เวลาส่งต้องอยู่ในอนาคต');
    expect(screen.queryByText(/นอกช่วงเวลาส่ง/)).not.toBeInTheDocument();
  });

  it('says why the time is refused', () => {
    show(<InThePast />);
    expect(screen.getByRole('alert')).toHaveTextContent('เวลาส่งต้องอยู่ในอนาคต');
  });

  describe('once staff leave a field', () => {
    it('asks for a day under the day field left empty', async () => {
      show(<NoDayYet />);
      expect(screen.queryByText(NO_DAY)).not.toBeInTheDocument();

      await leaveTheDay();

      expect(screen.getByText(NO_DAY)).toBeInTheDocument();
      expect(dayField()).toHaveAccessibleDescription(NO_DAY);
    });

    it('says the time has passed under the time field, for today at a time an hour ago', async () => {
      freezeDate(TEN_IN_BANGKOK);
      show(<TodayAtNine />);
      expect(screen.queryByText(PAST)).not.toBeInTheDocument();

      await leaveTheTime();

      expect(screen.getByText(PAST)).toBeInTheDocument();
      expect(timeField()).toBeInvalid();
    });

    it('says nothing under the time field for a time still ahead today', async () => {
      freezeDate(new Date('2026-11-24T01:00:00Z'));
      show(<TodayAtNine />);

      await leaveTheTime();

      expect(timeField()).toBeValid();
      expect(screen.queryByText(PAST)).not.toBeInTheDocument();
    });
  });

  describe("the form's own message", () => {
    it('shows once when the day field, left empty, already asks for a day', async () => {
      show(<AskedForADay />);
      expect(screen.getByRole('alert')).toHaveTextContent(NO_DAY);

      await leaveTheDay();

      expect(screen.getAllByText(NO_DAY)).toHaveLength(1);
      expect(dayField()).toHaveAccessibleDescription(NO_DAY);
    });

    it('shows once when the time field already says the time has passed', async () => {
      freezeDate(TEN_IN_BANGKOK);
      show(<AskedForALaterTime />);
      expect(screen.getByRole('alert')).toHaveTextContent(PAST);

      await leaveTheTime();

      expect(screen.getAllByText(PAST)).toHaveLength(1);
      expect(timeField()).toHaveAccessibleDescription(PAST);
    });
  });
});
