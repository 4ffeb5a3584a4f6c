import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAKE_PROVINCES, UNIT_KIND_OPTIONS } from '../testing/fake-units';
import type { FilterValues, ListFilter } from './list-filters';
import { ListFilterBar, type ListFilterBarProps } from './ListFilterBar';

export const UNIT_FILTERS: ListFilter[] = [
  { type: 'select', key: 'kind', label: 'ประเภท', options: UNIT_KIND_OPTIONS },
  { type: 'boolean', key: 'active', label: 'สถานะ', trueLabel: 'ใช้งาน', falseLabel: 'ปิดใช้งาน' },
  { type: 'autocomplete', key: 'provinceId', label: 'จังหวัด', options: FAKE_PROVINCES },
];

function StatefulFilterBar(props: ListFilterBarProps) {
  const [values, setValues] = useState<FilterValues>(props.values);
  return (
    <ListFilterBar
      {...props}
      values={values}
      onChange={(changes) => {
        const next = { ...values };
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) delete next[key];
          else next[key] = value;
        }
        setValues(next);
        props.onChange(changes);
      }}
    />
  );
}

const meta: Meta<typeof ListFilterBar> = {
  title: 'data-screens/ListFilterBar',
  component: ListFilterBar,
  render: (args) => <StatefulFilterBar {...args} />,
  args: { filters: UNIT_FILTERS, values: {}, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof ListFilterBar>;

export const NoneChosen: Story = {};
export const Chosen: Story = {
  args: { values: { kind: 'HOSPITAL', active: false, provinceId: 40 } },
};

/** The filters of a log: a range of days and texts with suggestions. */
export const LOG_FILTERS: ListFilter[] = [
  { type: 'dateRange', key: 'from', label: 'ตั้งแต่วันที่', toKey: 'to', toLabel: 'ถึงวันที่' },
  {
    type: 'text',
    key: 'menu',
    label: 'เมนู',
    suggestions: ['หน่วยบริการ', 'จัดการสิทธิ์', 'เข้าสู่ระบบ'],
  },
];

export const DaysAndText: Story = { args: { filters: LOG_FILTERS } };

export const DaysAndTextChosen: Story = {
  args: {
    filters: LOG_FILTERS,
    values: { from: '2026-11-01', to: '2026-11-23', menu: 'จัดการสิทธิ์' },
  },
};
