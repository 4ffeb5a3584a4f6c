import type { Meta, StoryObj } from '@storybook/react-vite';
import { CitizenFileGuide } from './CitizenFileGuide';

const meta: Meta<typeof CitizenFileGuide> = {
  title: 'console/citizens/CitizenFileGuide',
  component: CitizenFileGuide,
};
export default meta;
type Story = StoryObj<typeof CitizenFileGuide>;

/** The format, the columns and the template link. */
export const Guide: Story = {};
