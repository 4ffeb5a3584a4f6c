import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { ListSearchBox, type ListSearchBoxProps } from './ListSearchBox';

/** Keeps the search as a list would, with a button that changes it from outside (as Back does). */
function StatefulSearchBox(props: ListSearchBoxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <ListSearchBox
        {...props}
        value={value}
        onSearch={(text) => {
          setValue(text);
          props.onSearch(text);
        }}
      />
      <Button onClick={() => setValue('เชียงใหม่')}>ค้นหาจากลิงก์</Button>
    </Stack>
  );
}

const meta: Meta<typeof ListSearchBox> = {
  title: 'data-screens/ListSearchBox',
  component: ListSearchBox,
  render: (args) => <StatefulSearchBox {...args} />,
  args: { value: '', onSearch: fn(), placeholder: 'ชื่อหรือรหัสหน่วยบริการ' },
};
export default meta;
type Story = StoryObj<typeof ListSearchBox>;

export const Blank: Story = {};
export const Searching: Story = { args: { value: 'ขอนแก่น' } };
