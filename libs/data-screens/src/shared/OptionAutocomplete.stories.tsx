import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAKE_PROVINCES } from '../testing/fake-units';
import { OptionAutocomplete, type OptionAutocompleteProps } from './OptionAutocomplete';
import type { OptionSource } from './options';

/** Keeps the chosen value, as a form or a filter would. */
function StatefulAutocomplete(props: OptionAutocompleteProps<number>) {
  const [value, setValue] = useState(props.value);
  return (
    <OptionAutocomplete<number>
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Provinces found "on the server" after 200 ms. */
export const slowProvinceSource: OptionSource<number> = {
  search: (text) =>
    new Promise((resolve) =>
      setTimeout(() => resolve(FAKE_PROVINCES.filter((p) => p.label.includes(text.trim()))), 200),
    ),
  byValue: (value) =>
    new Promise((resolve) =>
      setTimeout(() => resolve(FAKE_PROVINCES.find((p) => p.value === value) ?? null), 200),
    ),
};

const meta: Meta<typeof OptionAutocomplete<number>> = {
  title: 'data-screens/OptionAutocomplete',
  component: OptionAutocomplete<number>,
  render: (args) => <StatefulAutocomplete {...args} />,
  args: { label: 'จังหวัด', value: null, onChange: fn(), width: 320 },
};
export default meta;
type Story = StoryObj<typeof OptionAutocomplete<number>>;

export const FixedOptions: Story = { args: { options: FAKE_PROVINCES } };

export const ServerSearch: Story = { args: { source: slowProvinceSource } };

/** A value from a shared link or a loaded record: its label is asked of the server. */
export const ChosenEarlier: Story = { args: { source: slowProvinceSource, value: 50 } };

export const WithError: Story = {
  args: { options: FAKE_PROVINCES, error: true, helperText: 'กรุณาเลือกจังหวัด', required: true },
};
