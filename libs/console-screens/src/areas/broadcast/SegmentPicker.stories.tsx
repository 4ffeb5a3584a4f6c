import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ROUTES } from '@hbc/contracts';
import { PROFILES } from '../../testing/profile-fixtures';
import { ELDERLY_DIABETIC } from '../segment/segment-fixtures';
import { signedIn } from '../../testing/user-story-decorators';
import { fakeBroadcastApi } from './broadcast-fixtures';
import SegmentPicker, { type SegmentPickerProps } from './SegmentPicker';

/** The picker as the form holds it: the segment chosen shows. */
function Held(props: SegmentPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SegmentPicker
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta: Meta<typeof SegmentPicker> = {
  title: 'console/broadcast/SegmentPicker',
  component: SegmentPicker,
  render: (args) => <Held {...args} />,
  decorators: signedIn(PROFILES.ADMIN_LV3, fakeBroadcastApi()),
  parameters: { route: { path: ROUTES.broadcastForm } },
  args: { value: null, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof SegmentPicker>;

/** None chosen yet: the unit's segments to search. */
export const NoneChosen: Story = {};

/** A segment chosen. */
export const Chosen: Story = { args: { value: ELDERLY_DIABETIC.id } };

/** Sending needs a segment. */
export const Required: Story = { args: { error: 'กรุณาเลือกกลุ่มเป้าหมาย' } };
