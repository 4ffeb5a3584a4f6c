import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageFormat } from '@hbc/message-model';
import { FormatMenuButton } from './FormatMenuButton';

function FormatMenuButtonPlayground() {
  const [chosen, setChosen] = useState<MessageFormat[]>([]);
  return (
    <>
      <FormatMenuButton onSelect={(format) => setChosen((list) => [...list, format])} />
      <p>{`เลือกแล้ว: ${chosen.join(', ')}`}</p>
    </>
  );
}

const meta: Meta<typeof FormatMenuButtonPlayground> = {
  title: 'message-composer/Composer/Format menu button',
  component: FormatMenuButtonPlayground,
};
export default meta;
type Story = StoryObj<typeof FormatMenuButtonPlayground>;

export const MenuButton: Story = {};
