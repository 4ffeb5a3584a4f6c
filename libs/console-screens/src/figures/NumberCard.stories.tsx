import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { NumberCard } from './NumberCard';

const meta: Meta<typeof NumberCard> = {
  title: 'console/figures/NumberCard',
  component: NumberCard,
};
export default meta;
type Story = StoryObj<typeof NumberCard>;

/** A number under its label, with a note. */
export const WithNote: Story = {
  args: {
    label: 'ส่งสำเร็จ',
    gap: 0.5,
    children: (
      <>
        <Typography component="p" variant="h5" fontWeight={700}>
          12,480
        </Typography>
        <Typography variant="caption" color="text.secondary">
          จาก 13,000 คน
        </Typography>
      </>
    ),
  },
};
