import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCardBubble, writeCard } from '@hbc/message-model';
import { sampleCarousel, sampleImage } from '@hbc/message-model/fixtures';
import { CarouselPreview } from './CarouselPreview';

const meta: Meta<typeof CarouselPreview> = {
  title: 'message-composer/editors/Card message/Preview',
  component: CarouselPreview,
  decorators: [
    (Story) => (
      <div style={{ background: '#8cabd9', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CarouselPreview>;

export const WithLabels: Story = { args: { value: sampleCarousel(3, true) } };
export const Mixed: Story = {
  args: {
    value: {
      type: 'carousel',
      contents: [
        writeCard({
          image: sampleImage('1', '#1b8a4b'),
          hasAction: true,
          label: 'จองคิว',
          link: 'https://example.org',
        }),
        writeCard({
          image: sampleImage('2', '#0b6e99'),
          hasAction: false,
          label: '',
          link: '',
        }),
        createCardBubble(),
      ],
    },
  },
};
