import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import ScheduleFields, { type ScheduleFieldsProps } from './ScheduleFields';

/** The fields as the form holds them: what staff choose shows. */
function Held(props: ScheduleFieldsProps) {
  const [value, setValue] = useState({ day: props.day, time: props.time });
  return (
    <ScheduleFields
      {...props}
      {...value}
      onChange={(changes) => {
        setValue((current) => ({ ...current, ...changes }));
        props.onChange(changes);
      }}
    />
  );
}

const meta: Meta<typeof ScheduleFields> = {
  title: 'console/broadcast/ScheduleFields',
  component: ScheduleFields,
  render: (args) => <Held {...args} />,
  args: { day: null, time: '09:00', today: '2026-11-24', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof ScheduleFields>;

/** No day chosen yet; today is 24/11/2569. */
export const NoDayYet: Story = {};

/** 25/11/2569 at 09:00, Thai time. */
export const Chosen: Story = { args: { day: '2026-11-25' } };

/** 24/11/2569 at 22:00, outside the send window: it really begins at 08:00 the next morning. */
export const OutsideWindow: Story = {
  args: {
    day: '2026-11-24',
    time: '22:00',
    windowNotice: 'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 25 พฤศจิกายน 2569',
  },
};

/** The time chosen has passed. */
export const InThePast: Story = {
  args: { day: '2026-11-24', time: '06:00', error: 'เวลาส่งต้องอยู่ในอนาคต' },
};

/** Today, 24/11/2569, at 09:00 Thai time. */
export const TodayAtNine: Story = { args: { day: '2026-11-24' } };

/** Sending was pressed with no day chosen: the form says so below the fields. */
export const AskedForADay: Story = { args: { error: 'กรุณาเลือกวันและเวลาที่จะส่ง' } };

/** Sending was pressed with a time already past: the form says so below the fields. */
export const AskedForALaterTime: Story = {
  args: { day: '2026-11-24', error: 'เวลาส่งต้องอยู่ในอนาคต' },
};
