import type { Meta, StoryObj } from '@storybook/react-vite';
import { DELIVERIES } from './citizen-delivery-fixtures';
import { CitizenDeliveryTable } from './CitizenDeliveryTable';

const meta: Meta<typeof CitizenDeliveryTable> = {
  title: 'console/citizen-deliveries/CitizenDeliveryTable',
  component: CitizenDeliveryTable,
};
export default meta;
type Story = StoryObj<typeof CitizenDeliveryTable>;

/** One broadcast of each status the lookup answers, newest first. */
export const EveryStatus: Story = { args: { deliveries: DELIVERIES } };

/** A frequency cap held one back (no cap exists yet: how it will read). */
export const Capped: Story = {
  args: {
    deliveries: [
      {
        broadcastId: 50,
        title: 'ชวนออกกำลังกาย',
        unitName: 'โรงพยาบาลขอนแก่น',
        status: 'CAPPED',
        at: '2026-11-25T03:30:00.000Z',
      },
    ],
  },
};
