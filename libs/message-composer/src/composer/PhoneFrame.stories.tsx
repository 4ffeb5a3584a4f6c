import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { sampleText } from '@hbc/message-model/fixtures';
import { TextPreview } from '../editors/text/TextPreview';
import { PhoneFrame } from './PhoneFrame';

const meta: Meta<typeof PhoneFrame> = {
  title: 'message-composer/Composer/Phone frame',
  component: PhoneFrame,
  args: {
    companyName: 'รพ.สต.บ้านหนองบัว',
    children: (
      <Box sx={{ p: 2, minHeight: 200 }}>
        <TextPreview value={sampleText()} />
      </Box>
    ),
  },
};
export default meta;
type Story = StoryObj<typeof PhoneFrame>;

export const Light: Story = { args: { scheme: 'light' } };
export const Dark: Story = { args: { scheme: 'dark' } };
