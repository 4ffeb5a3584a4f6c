import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageFormat } from '@hbc/message-model';
import { FormatMenu } from './FormatMenu';

function FormatMenuPlayground() {
  const [chosen, setChosen] = useState<MessageFormat[]>([]);
  return (
    <>
      <FormatMenu onSelect={(format) => setChosen((list) => [...list, format])} />
      <p>{`เลือกแล้ว: ${chosen.join(', ')}`}</p>
    </>
  );
}

const meta: Meta<typeof FormatMenuPlayground> = {
  title: 'message-composer/Composer/Format menu',
  component: FormatMenuPlayground,
};
export default meta;
type Story = StoryObj<typeof FormatMenuPlayground>;

export const Menu: Story = {};
